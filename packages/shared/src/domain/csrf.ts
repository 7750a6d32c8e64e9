/**
 * The CSRF token is refetched every expiry-seconds (section 4). The delay in ms before the next fetch,
 * or undefined when the expiry is not a positive number.
 */
export function csrfRefetchDelayMs(expirySeconds: unknown): number | undefined {
  const seconds = typeof expirySeconds === 'string' && expirySeconds.trim() !== '' ? Number(expirySeconds) : expirySeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}
