/**
 * Sign-up sends a captcha token (section 5, invisible mode): execute() runs the invisible challenge and
 * answers a token the API verifies (once, for this action, within 2 minutes). The run-time configuration names
 * the provider's execute endpoint (`api.captchaUrl`; the API's simulator locally, docs/decisions/captcha-simulator.md).
 */
export type CaptchaAction = 'signup' | 'forgot_password' | 'user_auth';

export class CaptchaUnavailableError extends Error {
  override readonly name = 'NetworkError';

  constructor(reason: string) {
    super(`The captcha could not run: ${reason}`);
  }
}

export async function invisibleCaptchaToken(executeUrl: string | undefined, action: CaptchaAction, fetchImpl: typeof fetch = fetch): Promise<string> {
  if (!executeUrl) throw new CaptchaUnavailableError('no captcha is configured');
  let response: Response;
  try {
    response = await fetchImpl(executeUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action }) });
  } catch {
    throw new CaptchaUnavailableError('no answer');
  }
  const body = (await response.json().catch(() => undefined)) as { token?: unknown } | undefined;
  if (!response.ok || typeof body?.token !== 'string' || body.token === '') throw new CaptchaUnavailableError(`status ${response.status}`);
  return body.token;
}
