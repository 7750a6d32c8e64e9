/** A remote slot shows its fallback if the remote has not answered within this time. */
export const REMOTE_LOAD_TIMEOUT_MS = 2500;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'unreachable' | 'timeout' | 'contract',
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}
