import { expect, test, type APIRequestContext } from '../support/test';
import { API_URL, FULL_STORE } from '../support/env';
import { createConfirmedUser, signInThroughScreen, type TestUser } from '../support/shellUser';

test.use({ baseURL: FULL_STORE });

/** The user's lang_code as the account holds it (Cognito GetUser with their own access token). */
async function langCodeOf(request: APIRequestContext, user: TestUser): Promise<string | undefined> {
  const cognito = (target: string, body: unknown) =>
    request.post(`${API_URL}/cognito`, {
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      data: JSON.stringify(body),
    });
  const auth = await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } });
  const token = ((await auth.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken;
  const me = (await (await cognito('GetUser', { AccessToken: token })).json()) as { UserAttributes: Array<{ Name: string; Value: string }> };
  return me.UserAttributes.find((a) => a.Name === 'custom:lang_code')?.Value;
}

test("a language switched in the user's own country becomes their lang_code (section 4)", async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'id');
  // Indonesia in English: a switched language (Bahasa Indonesia is the country's default).
  await signInThroughScreen(page, user, '/en-id/sign-in');
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => langCodeOf(request, user)).toBe('en');

  // Another country's page (Singapore is not the user's country) leaves it as it is.
  await page.goto('/en-sg/');
  await expect(page.locator('[data-remote-page="catalog"]')).toBeVisible();
  expect(await langCodeOf(request, user)).toBe('en');
});
