/** The confirmation link's parameters (Cognito's: client_id, user_name, confirmation_code; or username and code). */
export function confirmationFromQuery(search: string): { username: string; code: string } | undefined {
  const q = new URLSearchParams(search);
  const username = (q.get('user_name') ?? q.get('username') ?? '').trim();
  const code = (q.get('confirmation_code') ?? q.get('code') ?? '').trim();
  return username && code && username.length <= 320 && /^[A-Za-z0-9]{1,64}$/.test(code) ? { username, code } : undefined;
}

/** Confirming an account that is already confirmed is a success for the shopper. */
export function isAlreadyConfirmed(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  return e?.name === 'NotAuthorizedException' && typeof e.message === 'string' && /current status is confirmed/i.test(e.message);
}
