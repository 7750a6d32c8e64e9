import '@testing-library/jest-dom';
import fs from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createStoreQueryClient, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider } from '@store/shared';
import { jsonFetch, testConfig } from '@store/shared/testing';
import { fakeAuth } from '../../testing/accountHarness.testutil';
import { TOAST_EVENT } from '../../lib/toast';
import { SettingsPage } from '../settings';

const ACTIVE = { id: 'SUB-0123456789ABCDEF01234567', product: 'Season Pass (monthly)', email: 'a@b.co', paymentMethod: 'PayNow', status: 3, recurrenceDays: 30, nextSchedule: '2026-12-25T10:00:00.000Z', cancelledOn: null, expiredOn: null };
const CANCELLED = { ...ACTIVE, status: 4, cancelledOn: '2026-11-25T10:00:00.000Z', expiredOn: ACTIVE.nextSchedule, nextSchedule: null };

/** Settings over the real RootStore and account client; the account API answers at the HTTP level. */
function setUp() {
  const fetch = jsonFetch(({ path: p }) => {
    if (p.endsWith('/user/subscriptions')) return { resultCode: 0, data: [ACTIVE] };
    if (p.endsWith('/cancel')) return { resultCode: 0, data: CANCELLED };
    if (p.endsWith('/marketing-consent')) return { marketingConsentItem: { consent: false } };
    return {};
  });
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')), log: () => undefined, fetch, auth: () => fakeAuth().auth, tokens: { getIdToken: async () => 'id-token' } });
  store.shop.setCountry('sg');
  store.session.completeSignIn({ sub: 'u-1', email: 'a@b.co' });
  render(
    <StoreProvider store={store}>
      <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
        <MemoryRouter initialEntries={['/en-sg/user/settings']}>
          <Routes>
            <Route path="/:countryCode/user/settings" element={<SettingsPage />} />
          </Routes>
        </MemoryRouter>
      </StoreQueryProvider>
    </StoreProvider>,
  );
}

async function openCancelDialog() {
  const card = (await screen.findByText('Season Pass (monthly)')).closest('li') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
  return { card, dialog: screen.getByRole('dialog', { name: 'Cancel this subscription?' }) };
}

/** Every style rule of a sheet, those inside @media included. */
function styleRules(rules: CSSRuleList): CSSStyleRule[] {
  return Array.from(rules).flatMap((rule) => ('selectorText' in rule ? [rule as CSSStyleRule] : 'cssRules' in rule ? styleRules((rule as CSSMediaRule).cssRules) : []));
}

test("the cancel dialog keeps the kit dialog's padding: no account page rule (the phone's `padding-inline: 0`) reaches it", async () => {
  setUp();
  const { dialog } = await openCancelDialog();
  const style = document.createElement('style');
  style.textContent = ['../account-area/area.css', '../settings/settings.css'].map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')).join('\n');
  document.head.append(style);
  const padding = styleRules((style.sheet as CSSStyleSheet).cssRules).filter((rule) => /padding/.test(rule.style.cssText) && dialog.matches(rule.selectorText));
  style.remove();
  expect(padding.map((rule) => rule.selectorText)).toEqual([]);
});

test('after cancelling, focus is on the card (product and new state) and the toast says until when it stays active, once the dialog is gone', async () => {
  const toasts: Array<{ text: string; dialogOpen: boolean }> = [];
  const onToast = (e: Event) => toasts.push({ text: (e as CustomEvent<{ text: string }>).detail.text, dialogOpen: screen.queryByRole('dialog') !== null });
  window.addEventListener(TOAST_EVENT, onToast);
  try {
    setUp();
    const { card, dialog } = await openCancelDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'cancelled'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts).toEqual([{ text: 'Your subscription is cancelled. It stays active until December 25, 2026.', dialogOpen: false }]);
    const focused = document.activeElement as HTMLElement;
    expect(card).toContainElement(focused);
    expect(focused).toHaveTextContent('Season Pass (monthly)Cancelled');
  } finally {
    window.removeEventListener(TOAST_EVENT, onToast);
  }
});

test('keeping the subscription returns focus to its Cancel button and says nothing', async () => {
  const toasts: string[] = [];
  const onToast = (e: Event) => toasts.push((e as CustomEvent<{ text: string }>).detail.text);
  window.addEventListener(TOAST_EVENT, onToast);
  try {
    setUp();
    const { card, dialog } = await openCancelDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toHaveFocus();
    expect(toasts).toEqual([]);
  } finally {
    window.removeEventListener(TOAST_EVENT, onToast);
  }
});
