import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';

test.describe.configure({ mode: 'parallel' });

const LOCALES = [
  { prefix: 'en-sg', lang: 'en', dir: 'ltr' },
  { prefix: 'ar-sa', lang: 'ar', dir: 'rtl' },
] as const;

/** The account screen has painted in its language (not the loading state). */
async function screenReady(page: Page, lang: string, dir: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.locator('section.account h1')).toBeVisible();
}

/** The verification-waiting screen of a sign-up made in this tab (its state is the tab's session storage). */
async function pendingSignUp(page: Page, username: string) {
  await page.evaluate((u) => sessionStorage.setItem('account:pendingSignUp', JSON.stringify({ username: u, sentAt: Date.now() })), username);
}

/** axe on the screen itself: the header, footer and cookie banner around it are checked once per language, below. */
const expectScreenPasses = (page: Page) => expectNoAxeViolations(page, 'main#main');

for (const { prefix, lang, dir } of LOCALES) {
  test(`axe: every account screen in ${lang} (${dir}), with its messages showing`, async ({ page }) => {
    // SignIn with its field errors (the whole page, chrome included), then a form error.
    await page.goto(`${FULL_STORE}/${prefix}/sign-in`);
    await screenReady(page, lang, dir);
    await page.locator('section.account button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('#sign-in-email').fill(`nobody-${Date.now()}@example.com`);
    await page.locator('#sign-in-password').fill('Any-Passw0rd');
    await page.locator('section.account button[type="submit"]').click();
    await expect(page.locator('.form-alert')).toBeVisible();
    // The mobile number variant, with the form error still showing.
    await page.locator('#sign-in-method-mobile').check();
    await expect(page.locator('#sign-in-mobile')).toBeVisible();
    await expectScreenPasses(page);

    // SignUp with its messages.
    await page.goto(`${FULL_STORE}/${prefix}/sign-up`);
    await screenReady(page, lang, dir);
    await page.locator('section.account button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectScreenPasses(page);

    // VerifySignup: nothing waiting, an email link waiting, an SMS code waiting.
    await page.goto(`${FULL_STORE}/${prefix}/verify`);
    await screenReady(page, lang, dir);
    await expectScreenPasses(page);
    await pendingSignUp(page, 'waiting@example.com');
    await page.reload();
    await screenReady(page, lang, dir);
    await expectScreenPasses(page);
    await pendingSignUp(page, '+6581234567');
    await page.reload();
    await expect(page.locator('#verify-code')).toBeVisible();
    await page.locator('section.account button[type="submit"]').click();
    await expect(page.locator('#verify-code')).toHaveAttribute('aria-invalid', 'true');
    await expectScreenPasses(page);

    // ConfirmSignup: a link that cannot confirm.
    await page.goto(`${FULL_STORE}/${prefix}/confirm-signup?user_name=00000000-0000-4000-8000-000000000000&confirmation_code=123456`);
    await screenReady(page, lang, dir);
    await expect(page.locator('.form-alert')).toBeVisible();
    await expectScreenPasses(page);

    // RecoverPassword: the code and new password step, with its messages.
    await page.goto(`${FULL_STORE}/${prefix}/recover-password`);
    await screenReady(page, lang, dir);
    await page.locator('#recover-email').fill(`nobody-${Date.now()}@example.com`);
    await page.locator('section.account button[type="submit"]').click();
    await expect(page.locator('#recover-code')).toBeVisible();
    await page.locator('section.account button[type="submit"]').click();
    await expect(page.locator('#recover-code')).toHaveAttribute('aria-invalid', 'true');
    await expectScreenPasses(page);
  });
}

for (const { prefix, lang, dir } of LOCALES) {
  test(`axe: the social sign-in screens in ${lang} (${dir}): the provider's answer refused, and profile completion with its messages`, async ({ page }) => {
    // An answer this tab did not ask for: the sign-in screen with its message and the provider buttons.
    await page.goto(`${FULL_STORE}/${prefix}/sign-in?code=not-mine&state=not-mine`);
    await screenReady(page, lang, dir);
    await expect(page.locator('.form-alert')).toBeVisible();
    await expectNoAxeViolations(page);

    // A new Google account: profile completion (date of birth), empty and refused.
    await page.locator('.social button').first().click();
    await page.getByLabel('Email').fill(`a11y-${lang}-${Date.now()}@gmail.example`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.locator('#profile-birth-date')).toBeVisible();
    await screenReady(page, lang, dir);
    await page.locator('section.account button[type="submit"]').click();
    await expect(page.locator('#profile-birth-date')).toHaveAttribute('aria-invalid', 'true');
    await expectScreenPasses(page);
  });
}
