/**
 * Sign-up sends a captcha token (section 5, invisible mode). The store's captcha provider is not
 * configured in this deploy's run-time configuration and the API's Cognito endpoint does not verify one
 * yet, so the token is the captcha simulator's: the seam where an invisible captcha's execute() goes.
 */
export const CAPTCHA_SIMULATOR_TOKEN = 'captcha-simulator-pass';

export async function invisibleCaptchaToken(): Promise<string> {
  return CAPTCHA_SIMULATOR_TOKEN;
}
