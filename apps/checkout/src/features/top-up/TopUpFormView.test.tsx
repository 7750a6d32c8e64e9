import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
// useTestServer is a jest set-up (beforeAll/afterAll), not a React hook.
import { useTestServer as testServerForThisFile, type RecordedRequest, type Reply } from '@store/shared/testing';
import { AGE_GATE_PASSED, ageGateKey } from '@store/shared/domain';
import en from '../../i18n/en.json';
import { httpFetch, operationOf, renderCheckout, variablesOf } from '../../testing/checkoutHarness.testutil';
import { TopUpForm } from './TopUpForm';
import { draftKey } from './lib/topUpDraft';

const t = (key: keyof typeof en, params: Record<string, string> = {}) => en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

const product = {
  gvtId: 1, lvtId: 101, slug: 'football-legends', name: 'Football Legends', userIdLabel: 'Player ID', requiresZoneId: false, gameFields: [],
  countryCode: 'sg', currency: 'SGD',
  denominations: [
    { skuId: 1001, voucherTypeId: 1001, gvtId: 1, name: '100 Coins', amount: 100, type: 'currency', price: 1.29, priceMinor: 129, maxPrice: null, currency: 'SGD', purchaseLimitPerDay: null, recurrenceDays: null },
    { skuId: 1002, voucherTypeId: 1002, gvtId: 1, name: '500 Coins', amount: 500, type: 'currency', price: 6.49, priceMinor: 649, maxPrice: null, currency: 'SGD', purchaseLimitPerDay: null, recurrenceDays: null },
    { skuId: 1020, voucherTypeId: 1020, gvtId: 1, name: 'Coins, any amount', amount: 100, type: 'currency', price: 0.99, priceMinor: 99, maxPrice: 268.99, currency: 'SGD', purchaseLimitPerDay: null, recurrenceDays: null },
  ],
  paymentChannels: [
    { id: 11, name: 'PayNow', sortOrder: 1, isBackendChannel: false },
    { id: 12, name: 'Card', sortOrder: 2, isBackendChannel: false },
  ],
};

const order = {
  orderId: 'ORD-0123456789ABCDEF01234567', txnId: 'ORD-0123456789ABCDEF01234567', status: 0, statusName: 'Pending', statusHeader: 'pending', countryCode: 'sg',
  currency: 'SGD', gvtId: 1, lvtId: 101, gameSlug: 'football-legends', gameName: 'Football Legends', skuId: 1001, itemName: '100 Coins', paymentChannelId: 11,
  paymentChannelName: 'PayNow', isWalletPayment: false, userId: '10000001', zoneId: '', nickname: 'StrikerSam', price: 1.29, discount: 0, total: 1.29, vatPercent: 9,
  vat: 0.11, cashbackEarned: 0.02, promoCode: null, isGift: false, gift: null, paymentUrl: null, createdAt: '2026-11-23T08:00:00.000Z',
};

const PROMOS: Record<string, number> = { FOOTY20: 0, NOPE: 602, SUMMER5: 603, MLBB15: 604, SOLDOUT: 605 };

/** The API behind HTTP: a product, a player check, promo codes and orders (override per test). */
function api(over: Partial<Record<string, (req: RecordedRequest) => Reply>> = {}) {
  return (req: RecordedRequest): Reply | undefined => {
    const op = operationOf(req.body) ?? '';
    const custom = over[op];
    if (custom) return custom(req);
    const v = variablesOf(req.body);
    switch (op) {
      case 'Product':
        return { body: { data: { product } } };
      case 'ValidatePlayer':
        return { body: { data: { validatePlayer: { resultCode: 0, valid: true, nickname: 'StrikerSam', fieldErrors: [] } } } };
      case 'CheckPromo': {
        const code = PROMOS[String(v['promoCode']).toUpperCase()] ?? 602;
        const discount = Math.round(Number(v['skuId'] === 1002 ? 6.49 : 1.29) * 20) / 100;
        return { body: { data: { checkPromo: code === 0 ? { resultCode: 0, promoId: 2, discountAmount: discount, finalAmount: 1 } : { resultCode: code, promoId: null, discountAmount: null, finalAmount: null } } } };
      }
      case 'CreateOrder':
        return { body: { data: { createOrder: { resultCode: 0, resultMessage: 'Success', replayed: false, order } } } };
      default:
        return undefined;
    }
  };
}

const server = testServerForThisFile();
const requests = (op: string) => server.server.requests.filter((r) => operationOf(r.body) === op);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server.server.handle(api());
});

function show(countryCode = 'sg') {
  return renderCheckout(<TopUpForm gameSlug="football-legends" />, { config: server.config, countryCode, path: `/en-${countryCode}/football-legends` });
}

const form = () => screen.getByTestId('topup-form');

test("while its product loads, the form's place shows its shape and says it is loading", async () => {
  show();
  const loading = document.querySelector('[aria-busy="true"]');
  expect(loading).not.toBeNull();
  expect(loading?.querySelectorAll('.ui-skeleton').length).toBeGreaterThan(3);
  expect(within(loading as HTMLElement).getByText(t('common.loading'))).toBeTruthy();
  await waitFor(() => expect(form()).toBeTruthy());
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});

const buy = () => fireEvent.click(screen.getByRole('button', { name: t('topUp.buy') }));

async function fillPurchase(item = /^100 Coins/) {
  show();
  fireEvent.change(await screen.findByLabelText('Player ID'), { target: { value: '10000001' } });
  fireEvent.click(screen.getByRole('radio', { name: item }));
  fireEvent.click(screen.getByRole('radio', { name: /^PayNow/ }));
}

async function confirmOrder() {
  buy();
  const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
  fireEvent.click(within(dialog).getByTestId('confirm-order'));
}

describe('the top-up form (the money path)', () => {
  it('buys an item for a checked player: one order with the form\'s choices, then the complete screen', async () => {
    await fillPurchase();
    await confirmOrder();
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
    expect(requests('ValidatePlayer')).toHaveLength(1);
    const [create] = requests('CreateOrder');
    expect(variablesOf<{ input: Record<string, unknown> }>(create?.body).input).toMatchObject({
      countryCode: 'sg', gameSlug: 'football-legends', skuId: 1001, paymentChannelId: 11, userId: '10000001',
    });
  });

  it("carries the 18+ confirmation once the shell's age gate passed this product in the tab", async () => {
    sessionStorage.setItem(ageGateKey('football-legends'), AGE_GATE_PASSED);
    await fillPurchase();
    await confirmOrder();
    await screen.findByTestId('navigated');
    expect(variablesOf<{ input: Record<string, unknown> }>(requests('CreateOrder')[0]?.body).input).toMatchObject({ ageConfirmed: true });
  });

  it("the cart: the game's free giveaway item shows as free once an item is chosen, in the summary and the confirmation, and the order names it", async () => {
    const glider = { id: 'skyline-glider', name: 'Skyline Glider' };
    server.server.handle(api({ Product: () => ({ body: { data: { product: { ...product, freeGiveawayItem: glider } } } }) }));
    show();
    fireEvent.change(await screen.findByLabelText('Player ID'), { target: { value: '10000001' } });
    expect(screen.queryByTestId('summary-free-giveaway')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^100 Coins/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^PayNow/ }));
    const summary = within(screen.getByRole('region', { name: t('summary.title') }));
    expect(summary.getByTestId('summary-free-giveaway')).toHaveTextContent(`Skyline Glider ${t('summary.free')}${t('summary.freeGiveawayNote')}`);
    // Free: the total is the chosen item's price.
    expect(summary.getByTestId('summary-total')).toHaveTextContent('S$1.29');
    buy();
    const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
    expect(within(dialog).getByTestId('summary-free-giveaway')).toHaveTextContent('Skyline Glider');
    fireEvent.click(within(dialog).getByTestId('confirm-order'));
    await screen.findByTestId('navigated');
    expect(variablesOf<{ input: Record<string, unknown> }>(requests('CreateOrder')[0]?.body).input).toMatchObject({ freeGiveawayItemId: 'skyline-glider' });
  });

  it('a game without a giveaway: no free item, and the order names none', async () => {
    await fillPurchase();
    expect(screen.queryByTestId('summary-free-giveaway')).not.toBeInTheDocument();
    await confirmOrder();
    await screen.findByTestId('navigated');
    expect(variablesOf<{ input: Record<string, unknown> }>(requests('CreateOrder')[0]?.body).input).not.toHaveProperty('freeGiveawayItemId');
  });

  it('sends no 18+ confirmation without a passed age gate (another product, or none)', async () => {
    sessionStorage.setItem(ageGateKey('diablo-immortal'), AGE_GATE_PASSED);
    await fillPurchase();
    await confirmOrder();
    await screen.findByTestId('navigated');
    expect(variablesOf<{ input: Record<string, unknown> }>(requests('CreateOrder')[0]?.body).input).not.toHaveProperty('ageConfirmed');
  });

  it('accepts the minimum it shows for a custom amount (S$0.99) and sends that amount', async () => {
    await fillPurchase(/^Coins, any amount/);
    expect(screen.getByRole('radio', { name: /S\$0\.99 to S\$268\.99/ })).toBeChecked();
    fireEvent.change(screen.getByLabelText(t('customAmount.label', { symbol: 'S$' })), { target: { value: '0.99' } });
    await confirmOrder();
    await screen.findByTestId('navigated');
    expect(variablesOf<{ input: Record<string, unknown> }>(requests('CreateOrder')[0]?.body).input).toMatchObject({ skuId: 1020, amount: 0.99 });
  });

  it('names the first problem after Buy, and "Please choose a payment method." goes once one is chosen', async () => {
    show();
    fireEvent.change(await screen.findByLabelText('Player ID'), { target: { value: '10000001' } });
    fireEvent.click(screen.getByRole('radio', { name: /^100 Coins/ }));
    buy();
    expect(await screen.findByTestId('form-problem')).toHaveTextContent(t('checkoutError.paymentChannel'));
    // Field errors are i18n keys shown in the shop language, never JSON.
    expect(within(form()).getByText('Please choose a payment method')).toBeInTheDocument();
    expect(form().textContent).not.toMatch(/"key"|validation\./);
    fireEvent.click(screen.getByRole('radio', { name: /^PayNow/ }));
    await waitFor(() => expect(screen.queryByTestId('form-problem')).toBeNull());
    expect(screen.queryByText(t('checkoutError.paymentChannel'))).toBeNull();
    expect(requests('CreateOrder')).toHaveLength(0);
  });

  it("an empty Buy focuses the first field with an error, and the bar names that error in the field's own words", async () => {
    show();
    const playerId = await screen.findByLabelText('Player ID');
    buy();
    expect(await screen.findByTestId('form-problem')).toHaveTextContent('Please enter your Player ID');
    await waitFor(() => expect(playerId).toHaveFocus());
    expect(within(form()).getAllByText('Please enter your Player ID')).toHaveLength(2);
    expect(form().textContent).not.toMatch(/user ID/);
  });

  it('a player the game does not know is named with the game\'s label (a Role ID)', async () => {
    server.server.handle(
      api({
        Product: () => ({ body: { data: { product: { ...product, userIdLabel: 'Role ID' } } } }),
        ValidatePlayer: () => ({ body: { data: { validatePlayer: { resultCode: -100, valid: false, nickname: null, fieldErrors: [] } } } }),
      }),
    );
    show();
    fireEvent.change(await screen.findByLabelText('Role ID'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: t('player.verify') }));
    expect(await screen.findByText(t('player.invalidId', { '0': 'Role ID' }))).toBeInTheDocument();
    expect(form().textContent).not.toMatch(/user ID/i);
  });

  it.each([
    ['NOPE', 'promo.refused.unknown'],
    ['SUMMER5', 'promo.refused.expired'],
    ['MLBB15', 'promo.refused.otherGame'],
    ['SOLDOUT', 'promo.refused.soldOut'],
  ] as const)('a refused promo %s says what its code means, and the form keeps its entries', async (code, key) => {
    await fillPurchase();
    fireEvent.change(screen.getByLabelText(t('promo.label')), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: t('promo.apply') }));
    expect(await screen.findByText(t(key))).toBeInTheDocument();
    expect(screen.getByLabelText('Player ID')).toHaveValue('10000001');
    expect(screen.getByRole('radio', { name: /^100 Coins/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^PayNow/ })).toBeChecked();
  });

  it('Apply checks a code for the player entered: a first-top-up code is refused there with the API\'s own reason', async () => {
    const firstTopUpOnly = { resultCode: 604, resultMessage: 'This promo code is for a first top-up only.', promoId: null, discountAmount: null, finalAmount: null };
    server.server.handle(api({ CheckPromo: () => ({ body: { data: { checkPromo: firstTopUpOnly } } }) }));
    await fillPurchase();
    fireEvent.change(screen.getByLabelText(t('promo.label')), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: t('promo.apply') }));
    expect(await screen.findByText(t('promo.refused.firstTopUp'))).toBeInTheDocument();
    expect(screen.queryByText(t('promo.refused.otherGame'))).toBeNull();
    expect(variablesOf(requests('CheckPromo')[0]?.body)).toMatchObject({ promoCode: 'WELCOME10', skuId: 1001, userId: '10000001' });
    expect(screen.queryByTestId('summary-discount')).toBeNull();
  });

  it("an order refused for its promo says the API's reason (a first top-up only), not another one of the same code", async () => {
    server.server.handle(
      api({ CreateOrder: () => ({ body: { data: { createOrder: { resultCode: 604, resultMessage: 'This promo code is for a first top-up only.', replayed: false, order: null } } } }) }),
    );
    await fillPurchase();
    fireEvent.change(screen.getByLabelText(t('promo.label')), { target: { value: 'FOOTY20' } });
    fireEvent.click(screen.getByRole('button', { name: t('promo.apply') }));
    await waitFor(() => expect(screen.getByTestId('promo-status')).toHaveTextContent('Promo FOOTY20 applied'));
    await confirmOrder();
    const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
    expect(await within(dialog).findByText(t('promo.refused.firstTopUp'))).toBeInTheDocument();
    expect(screen.queryByText(t('promo.refused.otherGame'))).toBeNull();
  });

  it('the promo prerequisites are named before any code is checked', async () => {
    show();
    fireEvent.change(await screen.findByLabelText(t('promo.label')), { target: { value: 'FOOTY20' } });
    fireEvent.click(screen.getByRole('button', { name: t('promo.apply') }));
    // Named with the game's own label of the field.
    expect(await screen.findByText('Please enter your Player ID before using a promo code')).toBeInTheDocument();
    expect(requests('CheckPromo')).toHaveLength(0);
  });

  it('an applied promo is checked again when the item changes, and the shopper is told', async () => {
    await fillPurchase();
    fireEvent.change(screen.getByLabelText(t('promo.label')), { target: { value: 'footy20' } });
    fireEvent.click(screen.getByRole('button', { name: t('promo.apply') }));
    await waitFor(() => expect(screen.getByTestId('promo-status')).toHaveTextContent('Promo FOOTY20 applied'));
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('S$0.26');

    fireEvent.click(screen.getByRole('radio', { name: /^500 Coins/ }));
    await waitFor(() => expect(screen.getByTestId('promo-status')).toHaveTextContent('Promo FOOTY20 checked again for the new item'));
    expect(requests('CheckPromo').map((r) => variablesOf(r.body)['skuId'])).toEqual([1001, 1002]);
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('S$1.30');

    // Refused for the new item: the shopper reads why, and the discount is gone.
    server.server.handle(api({ CheckPromo: () => ({ body: { data: { checkPromo: { resultCode: 605, promoId: null, discountAmount: null, finalAmount: null } } } }) }));
    fireEvent.click(screen.getByRole('radio', { name: /^100 Coins/ }));
    expect(await screen.findByText(t('promo.recheckRefused', { code: 'footy20', reason: t('promo.refused.soldOut') }))).toBeInTheDocument();
    expect(screen.queryByTestId('summary-discount')).toBeNull();
  });

  it.each([
    ['a server error', { status: 503, body: { errors: [{ message: 'down' }] } }, 'networkError.500', 'Something went wrong on our side. Please try again later.'],
    ['an expired session', { status: 401, body: { errors: [{ message: 'unauthorised' }] } }, 'networkError.401', 'Your session has expired. Please sign in again.'],
    ['another client error', { status: 429, body: { errors: [{ message: 'slow down' }] } }, 'networkError.400', 'The request could not be processed. Please try again.'],
  ] as const)('an order that meets %s says so (its own message)', async (_what, reply, _key, message) => {
    server.server.handle(api({ CreateOrder: () => reply }));
    await fillPurchase();
    await confirmOrder();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('.order-problem')).toHaveAttribute('data-code', 'network');
  });

  it('an order sent while offline says the shopper is offline', async () => {
    await fillPurchase();
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    // The order gets no answer (the network is gone); everything before it went through.
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((url, init) => (String(init?.body).includes('CreateOrder') ? Promise.reject(new TypeError('Failed to fetch')) : httpFetch(url, init)));
    try {
      await confirmOrder();
      expect(await screen.findByText('You are offline. Please check your internet connection.')).toBeInTheDocument();
    } finally {
      online.mockRestore();
      fetchSpy.mockRestore();
    }
  });

  it('the receipt keeps what was typed for each channel when the shopper switches between email and mobile', async () => {
    await fillPurchase();
    fireEvent.change(screen.getByLabelText(t('contact.emailLabel')), { target: { value: 'shopper@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: t('contact.mobile') }));
    const mobile = await screen.findByRole('textbox', { name: t('contact.mobileLabel') });
    expect(mobile).toHaveValue('');
    fireEvent.change(mobile, { target: { value: '91234567' } });
    fireEvent.click(screen.getByRole('radio', { name: t('contact.email') }));
    expect(await screen.findByLabelText(t('contact.emailLabel'))).toHaveValue('shopper@example.com');
    fireEvent.click(screen.getByRole('radio', { name: t('contact.mobile') }));
    expect(await screen.findByRole('textbox', { name: t('contact.mobileLabel') })).toHaveValue('91234567');
  });

  it('keeps keyboard focus on "Check player" while and after it checks the player (busy, never disabled: a disabled button drops the focus)', async () => {
    show();
    // The game takes a moment to answer: the button is busy meanwhile.
    const slowCheck = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((url, init) =>
        String(init?.body).includes('ValidatePlayer') ? new Promise((r) => setTimeout(() => r(httpFetch(url, init)), 150)) : httpFetch(url, init),
      );
    try {
      fireEvent.change(await screen.findByLabelText('Player ID'), { target: { value: '10000001' } });
      const verify = screen.getByRole('button', { name: t('player.verify') });
      verify.focus();
      fireEvent.click(verify);
      await waitFor(() => expect(verify).toHaveAttribute('aria-disabled', 'true'));
      expect(verify).not.toBeDisabled();
      expect(verify).toHaveFocus();
      // A second press while it checks asks nothing more.
      fireEvent.click(verify);
      expect(await screen.findByTestId('player-nickname')).toHaveTextContent('StrikerSam');
      expect(verify).toHaveFocus();
      expect(requests('ValidatePlayer')).toHaveLength(1);
    } finally {
      slowCheck.mockRestore();
    }
  });

  it('returns keyboard focus to "Buy now" when the confirmation closes, the first time too (its player check keeps Buy busy, never disabled)', async () => {
    await fillPurchase();
    // The first Buy checks the player: the game takes a moment to answer.
    const slowCheck = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((url, init) =>
        String(init?.body).includes('ValidatePlayer') ? new Promise((r) => setTimeout(() => r(httpFetch(url, init)), 150)) : httpFetch(url, init),
      );
    try {
      const buyButton = screen.getByRole('button', { name: t('topUp.buy') });
      buyButton.focus();
      fireEvent.click(buyButton);
      await waitFor(() => expect(buyButton).toHaveAttribute('aria-disabled', 'true'));
      expect(buyButton).not.toBeDisabled();
      const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(buyButton).toHaveFocus();
      // Cancel, the next time, returns it there too.
      fireEvent.click(buyButton);
      fireEvent.click(within(await screen.findByRole('dialog', { name: t('confirm.title') })).getByRole('button', { name: t('common.cancel') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(buyButton).toHaveFocus();
    } finally {
      slowCheck.mockRestore();
    }
  });

  it('keeps the entries for the browser session: a reload finds them again', async () => {
    const first = await (async () => {
      await fillPurchase();
      fireEvent.change(screen.getByLabelText(t('contact.emailLabel')), { target: { value: 'ann@example.com' } });
      return JSON.parse(sessionStorage.getItem(draftKey('sg', 'football-legends')) ?? '{}') as Record<string, unknown>;
    })();
    expect(first).toMatchObject({ userId: '10000001', skuId: '1001', channelId: '11', email: 'ann@example.com' });
    // A new page (the reload) with the same session storage.
    document.body.innerHTML = '';
    show();
    expect(await screen.findByLabelText('Player ID')).toHaveValue('10000001');
    expect(screen.getByRole('radio', { name: /^100 Coins/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^PayNow/ })).toBeChecked();
    expect(screen.getByLabelText(t('contact.emailLabel'))).toHaveValue('ann@example.com');
  });
});

describe('the billing address', () => {
  it('goes with the order where the white-label store asks for it (the US)', async () => {
    const us = { ...product, countryCode: 'us', currency: 'USD' };
    server.server.handle(api({ Product: () => ({ body: { data: { product: us } } }) }));
    const config = { ...server.config, storefronts: server.config.storefronts.map((s) => ({ ...s, whitelabelId: 2 })) };
    renderCheckoutWithTheme(config);
    fireEvent.change(await screen.findByLabelText('Player ID'), { target: { value: '10000001' } });
    fireEvent.click(screen.getByRole('radio', { name: /^100 Coins/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^PayNow/ }));
    const address = { name: 'Ann Lee', addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', province: 'TX' };
    for (const [field, value] of Object.entries(address)) fireEvent.change(screen.getByLabelText(t(`billing.${field}` as keyof typeof en)), { target: { value } });
    await act(async () => undefined);
    await confirmOrder();
    await screen.findByTestId('navigated');
    expect(variablesOf<{ input: Record<string, unknown> }>(requests('CreateOrder')[0]?.body).input).toMatchObject({
      countryCode: 'us',
      billingAddress: { ...address, addressLine2: '' },
      nationality: 'us',
    });
  });
});

/** The white-label storefront (billing address in the US) around the form. */
function renderCheckoutWithTheme(config: typeof server.config) {
  const screenApi = renderCheckout(<TopUpForm gameSlug="football-legends" />, { config, countryCode: 'us', path: '/en-us/football-legends', theme: config.storefronts[0] });
  return screenApi;
}


describe('the product in the shop language', () => {
  it('a language switch loads the product again (its labels translated) and keeps what was typed', async () => {
    server.server.handle(
      api({
        Product: (req) => {
          const arabic = String(req.headers['accept-language'] ?? '').startsWith('ar');
          return { body: { data: { product: { ...product, countryCode: 'sa', currency: 'SAR', userIdLabel: arabic ? 'معرّف اللاعب' : 'Player ID' } } } };
        },
      }),
    );
    const { store } = renderCheckout(<TopUpForm gameSlug="football-legends" />, { config: server.config, countryCode: 'sa', language: 'en', path: '/en-sa/football-legends' });
    fireEvent.change(await screen.findByLabelText('Player ID'), { target: { value: '10000001' } });
    act(() => {
      store.shop.setLanguage('ar');
    });
    expect(await screen.findByLabelText('معرّف اللاعب')).toHaveValue('10000001');
    expect(requests('Product').map((r) => String(r.headers['accept-language']).slice(0, 2))).toEqual(['en', 'ar']);
  });
});

test("opened from a failed order's Try again, the form starts with its player and item, not its payment channel", async () => {
  renderCheckout(<TopUpForm gameSlug="football-legends" />, { config: server.config, countryCode: 'sg', path: '/en-sg/football-legends?player=10000001&item=1002' });
  expect(await screen.findByLabelText('Player ID')).toHaveValue('10000001');
  expect(screen.getByRole('radio', { name: /^500 Coins/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^PayNow/ })).not.toBeChecked();
});
