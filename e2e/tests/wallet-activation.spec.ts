import { expect, test, type WebSocket } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { FULL_STORE } from '../support/env';
import { settleOrderOutOfBand } from '../support/purchase';
import { createConfirmedUser, latestMessage, signInThroughScreen } from '../support/shellUser';
import { activateSingaporeWallet, closeWelcome, headerWallet, singaporeMobile, startTopUp, walletText } from './wallet-support';

// Codacash lives in the full store (shop accounts); the partner store has no wallet.
test.use({ baseURL: FULL_STORE });

/** What the page's live-balance sockets (GET /wallet/live) received, as they received it. */
function watchLiveBalance(page: import('@playwright/test').Page) {
  const sockets: WebSocket[] = [];
  const ready = new Set<WebSocket>();
  // Playwright reports no close for a socket its document took away on navigation: count the current document's.
  const ofDocument = new Map<WebSocket, number>();
  let documentNo = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documentNo += 1;
  });
  const balances: Array<{ reason: string; balanceAmount: number }> = [];
  page.on('websocket', (ws) => {
    if (!/\/wallet\/live$/.test(ws.url())) return;
    sockets.push(ws);
    ofDocument.set(ws, documentNo);
    ws.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; reason?: string; wallet?: { balanceAmount: number } };
      if (message.type === 'ready') ready.add(ws);
      if (message.type === 'balance' && message.reason && message.wallet) balances.push({ reason: message.reason, balanceAmount: message.wallet.balanceAmount });
    });
  });
  return {
    sockets,
    balances,
    /** Sockets of the current document, open, that the API has accepted (authenticated). */
    liveNow: () => sockets.filter((ws) => ofDocument.get(ws) === documentNo && ready.has(ws) && !ws.isClosed()).length,
  };
}

test('activate a wallet in Singapore with the texted code, top up S$20 at the provider: the header shows S$20 without a reload', async ({ page, request }) => {
  const live = watchLiveBalance(page);
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeWelcome(page);
  await expect(headerWallet(page)).toHaveText(walletText('header.activate'));

  await activateSingaporeWallet(page, request);
  await expect(page.getByTestId('wallet-header-balance')).toHaveText('S$0.00');
  await expect(page.getByTestId('wallet-history')).toContainText(walletText('history.empty'));

  // The provider leaves the payment pending: back at the store, the page waits.
  const providerUrl = await startTopUp(page, '20');
  await expect(page.getByText('20 SGD')).toBeVisible();
  await page.getByRole('button', { name: 'Leave pending' }).click();
  await page.waitForURL(/\/en-sg\/wallet\/complete\?orderId=WTX-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(walletText('status.waiting.title'));
  await expect(page.getByTestId('wallet-header-balance')).toHaveText('S$0.00');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // The page listens on the live-balance socket (one for the header and the page).
  await expect.poll(live.liveNow).toBe(1);

  // The provider confirms later (its signed callback): the API pushes the balance, the header updates by itself,
  // well before the 15 s polling (which is off while the socket is up) would have read it.
  const approvedAt = Date.now();
  await settleOrderOutOfBand(request, providerUrl, 'approve');
  await expect(page.getByTestId('wallet-header-balance')).toHaveText('S$20.00', { timeout: 5_000 });
  expect(Date.now() - approvedAt).toBeLessThan(5_000);
  expect(live.balances).toContainEqual({ reason: 'topup', balanceAmount: 20 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(walletText('status.success.title'), { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: walletText('status.backToWallet') }).click();
  await expect(page.getByTestId('wallet-balance')).toContainText('S$20.00');
  await expect(page.getByTestId('wallet-history')).toContainText(walletText('history.type.TOPUP'));
  await expect(page.getByTestId('wallet-history')).toContainText('+S$20.00');
  await expectNoAxeViolations(page);
});

test('a wrong code shows otpInvalid; another number can be used; the activation screens pass axe', async ({ page, request }) => {
  const user = await createConfirmedUser(request);
  await signInThroughScreen(page, user);
  await closeWelcome(page);
  await page.goto('/en-sg/wallet/verify');
  // axe looks at the page once the wallet remote has painted its screen (it once ran while the slot was still loading).
  await expect(page.getByLabel(walletText('activate.phone.label'))).toBeVisible();
  await expectNoAxeViolations(page);

  // A number of another country's pattern is refused before any code is sent.
  await page.getByLabel(walletText('activate.phone.label')).fill('712345');
  await page.getByRole('button', { name: walletText('activate.phone.submit') }).click();
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();

  const phone = singaporeMobile();
  await page.getByLabel(walletText('activate.phone.label')).fill(phone);
  await page.getByRole('button', { name: walletText('activate.phone.submit') }).click();
  await expect(page.getByText(walletText('activate.code.sent', { phone: `+65****${phone.slice(-4)}` }))).toBeVisible();
  await expectNoAxeViolations(page);
  const { code } = await latestMessage(request, `+65${phone}`, 'wallet-activation-otp');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(walletText('activate.code.label')).fill(wrong);
  await page.getByRole('button', { name: walletText('activate.code.submit') }).click();
  await expect(page.getByText("The OTP is invalid. Please try again.")).toBeVisible();

  // Another number: the reserved wallet is released, the number step is back.
  await page.getByRole('button', { name: walletText('activate.code.changeNumber') }).click();
  await expect(page.getByRole('heading', { name: walletText('activate.phone.title') })).toBeVisible();
  await activateSingaporeWallet(page, request);
});
