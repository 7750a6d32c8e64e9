/** A transport failure a client raises: the HTTP status (0 when no response) drives the network classifier. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

