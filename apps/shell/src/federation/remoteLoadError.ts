import { SharedVersionRefused } from '@store/shared';

/** A remote slot shows its fallback if the remote has not answered within this time. */
export const REMOTE_LOAD_TIMEOUT_MS = 2500;

/**
 * Why a remote could not be shown.
 * - unreachable, timeout: the network or the remote's server; trying again may help.
 * - contract: the remote declares a contract major this shell does not support.
 * - sharedVersion: the remote needs a newer shared kernel than this page provides.
 * - notInManifest: the deploy's remotes.json has no such remote, or this storefront does not embed it.
 * - render: the remote's component threw while rendering.
 */
export type RemoteFailureReason = 'unreachable' | 'timeout' | 'contract' | 'sharedVersion' | 'notInManifest' | 'render';

/** Retry can only help when the failure may be temporary; a refusal stays a refusal until a redeploy. */
export function isRetryable(reason: RemoteFailureReason): boolean {
  return reason === 'unreachable' || reason === 'timeout' || reason === 'render';
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: Exclude<RemoteFailureReason, 'render'>,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/** The failure reason of anything a load threw: our own RemoteLoadError, the kernel's SharedVersionRefused, else unreachable. */
export function failureReasonOf(error: unknown): Exclude<RemoteFailureReason, 'render'> {
  if (error instanceof RemoteLoadError) return error.reason;
  if (error instanceof SharedVersionRefused || (error instanceof Error && error.name === 'SharedVersionRefused')) return 'sharedVersion';
  return 'unreachable';
}
