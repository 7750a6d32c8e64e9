import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createStoreI18n, createStoreQueryClient, I18nProvider, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider } from '@store/shared';
import { startTestServer, testConfig, type RecordedRequest, type TestServer } from '@store/shared/testing';
import type { PreRegistration } from '@store/shared/domain';
import { ShellProvider, type ShellServices } from '../chrome/ShellContext';
import { ShellUiStore } from '../chrome/ShellUiStore';
import { registerShellStrings } from '../i18n/shellI18n';
import en from '../i18n/en.json';
import type { PartnerSignIn } from './partnerSignIn';
import { PreRegistrationSection } from './PreRegistrationPanel';

// The countdown and player card of a game in pre-registration, over a real RootStore, i18n and wallet client whose
// HTTP goes to a local test server (the Store API's GET /wallet/user/pre-registration).
const cors = (req: RecordedRequest) => ({
  'access-control-allow-origin': String(req.headers.origin ?? 'http://localhost'),
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
  'access-control-allow-methods': 'GET, POST',
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  registerShellStrings();
});
afterAll(() => server.close());

function answerPreRegistration(status: number, body: unknown) {
  server.requests.length = 0;
  server.handle((req) => {
    if (req.method === 'OPTIONS') return { status: 204, headers: cors(req) };
    if (!req.path.startsWith('/wallet/user/pre-registration')) return undefined;
    return { status, body, headers: cors(req) };
  });
}

const DAY = 86_400_000;
/** Two days, three hours, four minutes and a half ahead: the countdown reads 02 03 04. */
const launchAt = () => new Date(Date.now() + 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 30_000).toISOString();
const SAMIRA = { name: 'Samira Khan', id: 'EA-1001', status: 2, country: 'sg', accessToken: 'partner-token' };

async function renderProduct(o: { gameName?: string; signedIn?: boolean; whiteLabel?: boolean; preRegistration?: PreRegistration } = {}) {
  const config = RuntimeConfigSchema.parse(testConfig(server.url));
  const theme = { ...config.storefronts[0]!, ...(o.whiteLabel === false ? {} : { whitelabelId: 2 }) };
  const store = new RootStore({ config, theme, log: () => undefined });
  store.shop.setCountry('sg');
  if (o.signedIn) store.session.setPartnerAccount(SAMIRA, { isInPreRegistrationPhase: true });
  const login = jest.fn(async () => undefined);
  const services: ShellServices = {
    ui: new ShellUiStore(),
    prerender: false,
    signOut: async () => undefined,
    saveLangCode: async () => undefined,
    partner: { login } as unknown as PartnerSignIn,
    preRegistration: o.preRegistration ?? { gameSlug: 'mirage-perfect-skyline', gameName: 'Mirage: Perfect Skyline', launchAt: launchAt() },
  };
  const i18n = createStoreI18n('en');
  await i18n.loadNamespaces('shell');
  render(
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
          <ShellProvider services={services}>
            <MemoryRouter initialEntries={[`/en-sg/${o.gameName ?? 'mirage-perfect-skyline'}`]}>
              <Routes>
                <Route
                  path="/:countryCode/:gameName"
                  element={
                    <PreRegistrationSection>
                      <p>the product page</p>
                    </PreRegistrationSection>
                  }
                />
              </Routes>
            </MemoryRouter>
          </ShellProvider>
        </StoreQueryProvider>
      </StoreProvider>
    </I18nProvider>,
  );
  return { store, login };
}

describe('pre-registration on the product page', () => {
  test('the countdown to the launch, above the page, with the game named', async () => {
    answerPreRegistration(200, { resultCode: 0, data: { playerId: 'EA-1001', gameSlug: 'mirage-perfect-skyline', registeredAt: '2026-10-01T08:00:00.000Z' } });
    await renderProduct({ signedIn: true });
    const panel = screen.getByRole('region', { name: 'Mirage: Perfect Skyline is coming soon' });
    const timer = within(panel).getByRole('timer', { name: 'Time left until Mirage: Perfect Skyline launches' });
    expect([...timer.querySelectorAll('.pre-registration__value')].map((n) => n.textContent).slice(0, 3)).toEqual(['02', '03', '04']);
    expect(within(timer).getByText('Days')).toBeInTheDocument();
    expect(screen.getByText('the product page')).toBeInTheDocument();
  });

  test("a pre-registered player's card: name, player ID, pre-registered since; the check carries the partner token", async () => {
    answerPreRegistration(200, { resultCode: 0, data: { playerId: 'EA-1001', gameSlug: 'mirage-perfect-skyline', registeredAt: '2026-10-01T08:00:00.000Z' } });
    await renderProduct({ signedIn: true });
    const card = screen.getByTestId('pre-registration-player');
    expect(within(card).getByText('Samira Khan')).toBeInTheDocument();
    expect(within(card).getByText('EA-1001')).toBeInTheDocument();
    expect(await within(card).findByText('Pre-registered', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(card).getByText(/since 1 October 2026/)).toBeInTheDocument();
    const call = server.requests.find((r) => r.path.startsWith('/wallet/user/pre-registration'));
    expect(call?.path).toBe('/wallet/user/pre-registration?gameSlug=mirage-perfect-skyline');
    expect(call?.headers.authorization).toBe('Bearer partner-token');
  });

  test('a player the partner has no pre-registration of: "account not found for pre-registration"', async () => {
    answerPreRegistration(404, { resultCode: 'PRE_REGISTRATION_ACCOUNT_NOT_FOUND', resultMessage: 'Account not found for pre-registration.' });
    await renderProduct({ signedIn: true });
    expect(await screen.findByText(en['errors.userMessage.preRegistrationAccountNotFound'], {}, { timeout: 5000 })).toBeInTheDocument();
  });

  test('a failed check says so and offers Try again', async () => {
    answerPreRegistration(500, { resultCode: 500 });
    await renderProduct({ signedIn: true });
    expect(await screen.findByText('We could not check your pre-registration right now.', {}, { timeout: 5000 })).toBeInTheDocument();
    answerPreRegistration(200, { resultCode: 0, data: { playerId: 'EA-1001', gameSlug: 'mirage-perfect-skyline', registeredAt: '2026-10-01T08:00:00.000Z' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pre-registered', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  test('signed out: the card offers Sign in with EA, and asks nothing of the API', async () => {
    answerPreRegistration(200, {});
    const { login } = await renderProduct();
    await userEvent.click(within(screen.getByTestId('pre-registration-player')).getByRole('button', { name: 'Sign in with EA' }));
    expect(login).toHaveBeenCalled();
    expect(server.requests.filter((r) => r.path.startsWith('/wallet/'))).toEqual([]);
  });

  test('another game, a launch that has passed, or the full store: no panel', async () => {
    await renderProduct({ gameName: 'football-legends' });
    expect(screen.queryByTestId('pre-registration')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    await renderProduct({ preRegistration: { gameSlug: 'mirage-perfect-skyline', gameName: 'Mirage: Perfect Skyline', launchAt: new Date(Date.now() - 1000).toISOString() } });
    expect(screen.queryByTestId('pre-registration')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    await renderProduct({ whiteLabel: false });
    expect(screen.queryByTestId('pre-registration')).not.toBeInTheDocument();
    expect(screen.getByText('the product page')).toBeInTheDocument();
  });
});

describe('add to calendar', () => {
  const realUserAgent = navigator.userAgent;
  afterEach(() => Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true }));

  test('downloads the launch as an .ics file', async () => {
    const files: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (files.push(b), 'blob:launch'), revokeObjectURL: () => undefined });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await renderProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Add launch to calendar' }));
    expect(clicks).toEqual(['mirage-perfect-skyline-launch.ics']);
    expect(files[0]?.type).toBe('text/calendar;charset=utf-8');
    // jsdom's Blob has no text(): read it as a browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]!);
    });
    expect(text).toContain('SUMMARY:Mirage: Perfect Skyline launches');
    expect(screen.queryByTestId('pre-registration-ios-warning')).not.toBeInTheDocument();
  });

  test('on iOS a note under the button says how the calendar file opens', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', configurable: true });
    await renderProduct();
    const note = await screen.findByTestId('pre-registration-ios-warning');
    expect(note).toHaveTextContent(en['preRegistration.calendar.iosWarning']);
    expect(screen.getByRole('button', { name: 'Add launch to calendar' })).toHaveAccessibleDescription(en['preRegistration.calendar.iosWarning']);
  });
});
