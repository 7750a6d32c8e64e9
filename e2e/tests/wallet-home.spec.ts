import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { createConfirmedUser, signInThroughScreen } from '../support/shellUser';
import { activateSingaporeWallet, closeWelcome, walletText } from './wallet-support';

test.use({ baseURL: FULL_STORE });

test('a top-up above the maximum is refused on the field with the maximum named, and the top-up is not started', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeWelcome(page);
  await activateSingaporeWallet(page, request);

  const form = page.getByTestId('wallet-topup');
  const amount = form.getByLabel(walletText('topUp.amount', { currency: 'SGD' }));
  // The range the country allows is said next to the field.
  await expect(form).toContainText(/From S\$[\d.,]+ to S\$[\d.,]+ per top-up\./);
  // Not an amount: refused before any call.
  await amount.fill('12.345');
  await form.getByRole('radio', { name: 'PayNow' }).check();
  await form.getByRole('button', { name: walletText('topUp.submit') }).click();
  await expect(form.getByText('Please enter a valid amount')).toBeVisible();

  // Above the country's largest top-up: refused before any call, the limit named (the API would answer 332).
  const initTopup: string[] = [];
  page.on('request', (r) => {
    if (/initTopup/i.test(r.url()) || /initTopup/.test(r.postData() ?? '')) initTopup.push(r.url());
  });
  await amount.fill('100000');
  await form.getByRole('button', { name: walletText('topUp.submit') }).click();
  await expect(form.getByText(/^The maximum value is S\$[\d.,]+$/)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(initTopup).toEqual([]);
  await expect(page).toHaveURL(/\/en-sg\/wallet\/home$/);
  // What the shopper typed is kept, to correct it.
  await expect(amount).toHaveValue('100000');
  await expectNoAxeViolations(page);
});

test('redeem a Codacash gift code: the balance grows; a second redemption says "claimed"; one above the wallet maximum says so', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeWelcome(page);
  await activateSingaporeWallet(page, request);

  const gift = page.getByTestId('wallet-gift-code');
  const field = gift.getByLabel(walletText('giftCode.label'));
  const redeem = gift.getByRole('button', { name: walletText('giftCode.submit') });

  await redeem.click();
  await expect(gift.getByText('Please enter a valid gift code')).toBeVisible();

  await field.fill('CODA-SG-10');
  await redeem.click();
  await expect(page.getByTestId('wallet-gift-outcome')).toHaveText(walletText('giftCode.added', { amount: 'S$10.00' }));
  await expect(page.getByTestId('wallet-balance')).toContainText('S$10.00');
  await expect(page.getByTestId('wallet-header-balance')).toHaveText('S$10.00');
  await expect(page.getByTestId('wallet-history')).toContainText(walletText('history.type.GIFT_CODE'));

  await field.fill('coda-sg-10');
  await redeem.click();
  await expect(page.getByTestId('wallet-gift-outcome')).toHaveText('This gift code has already been claimed.');
  await expect(page.getByTestId('wallet-balance')).toContainText('S$10.00');

  await field.fill('CODA-SG-BIG');
  await redeem.click();
  await expect(page.getByTestId('wallet-gift-outcome')).toHaveText('Redeeming this gift code would exceed the maximum wallet balance.');

  await field.fill('CODA-NOPE-1');
  await redeem.click();
  await expect(page.getByTestId('wallet-gift-outcome')).toHaveText('This gift code is invalid.');
  await expectNoAxeViolations(page);
});
