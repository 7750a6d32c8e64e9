import { expect, test } from '../support/test';
import shellAr from '../../apps/shell/src/i18n/ar.json';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_PORTS, FULL_STORE } from '../support/env';

const fill = (text: string, part: string) => text.replace('{{part}}', part);

test('a remote that cannot be reached: the fallback says so in the shop language, offers Retry, and passes colour contrast', async ({ page }) => {
  await page.route(`http://127.0.0.1:${E2E_PORTS.rewards}/**`, (route) => route.abort('connectionrefused'));
  await page.route(`http://127.0.0.1:${E2E_PORTS.wallet}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`${FULL_STORE}/ar-sa/rewards`);
  const main = page.locator('main').getByTestId('remote-fallback-rewards');
  await expect(main).toHaveText(new RegExp(fill(shellAr['remote.unreachable'], shellAr['remote.part.rewards']).replace(/[.?]/g, '\\$&')));
  await expect(main.getByRole('button', { name: shellAr['remote.retry'] })).toBeVisible();
  // The header's small fallback too (the wallet widget a guest sees on the full store; the page is rendered afresh, as
  // its rewards page cannot be hydrated, so the widget's remote is asked for at once): readable on the dark header.
  const header = page.locator('header.shell-header').getByTestId('remote-fallback-wallet');
  await expect(header).toContainText(fill(shellAr['remote.compact'], shellAr['remote.part.wallet']));
  await expectNoAxeViolations(page, '[data-testid="remote-fallback-rewards"]');
  await expectNoAxeViolations(page, '[data-testid="remote-fallback-wallet"]');

  await page.unroute(`http://127.0.0.1:${E2E_PORTS.rewards}/**`);
  await main.getByRole('button', { name: shellAr['remote.retry'] }).click();
  await expect(page.locator('[data-remote-page="rewards"]')).toBeVisible();
});
