/** @jest-environment jsdom */
import './textEncoder.testutil';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useParams } from 'react-router';
import { RootStore, RuntimeConfigSchema, StoreProvider } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { StandaloneRemote, type StandalonePage } from './StandaloneRemote';

function Home() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/en-sg/football-legends">Football Legends</Link>
    </>
  );
}
function ProductAtAddress() {
  const { gameName } = useParams();
  return <h1>Product {gameName}</h1>;
}
const Settings = () => <h1>Settings page</h1>;
const Cashback = () => <h1>Cashback page</h1>;

const PAGES: readonly StandalonePage[] = [
  { path: '/HomePage', title: 'Home', Component: Home },
  { path: '/SettingsPage', title: 'Settings', Component: Settings, route: 'UserSettings' },
  { path: '/UserCashbackPage', title: 'Your cashback', Component: Cashback, route: 'UserCashback' },
  { path: '/:countryCode/:gameName', title: 'Product', Component: ProductAtAddress, hidden: true },
];

function show(address: string, signInHref?: string) {
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://127.0.0.1:1')) });
  store.shop.setCountry('sg');
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[address]}>
        <StandaloneRemote remote="catalog" pages={PAGES} signInHref={signInHref} />
      </MemoryRouter>
    </StoreProvider>,
  );
  return store;
}

test('the nav is a list of kit links to the pages, the current one marked; hidden pages are not in it', () => {
  show('/SettingsPage');
  const nav = screen.getByRole('navigation', { name: 'catalog pages' });
  const links = Array.from(nav.querySelectorAll('a'));
  expect(links.map((a) => a.textContent)).toEqual(['Home', 'Settings', 'Your cashback']);
  // Links with an address: reachable with Tab, opened with Enter.
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/HomePage', '/SettingsPage', '/UserCashbackPage']);
  for (const a of links) expect(a.className.split(' ')).toEqual(expect.arrayContaining(['ui-chip', 'standalone-nav__link']));
  expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
});

test("the page is in a padded, centred column, styled by the kit's and the harness's sheets", () => {
  show('/HomePage');
  expect(screen.getByRole('main').className).toBe('standalone-main');
  expect(screen.getByRole('main').contains(screen.getByRole('heading', { name: 'Home page' }))).toBe(true);
  const sheet = document.getElementById('styles-standalone')?.textContent ?? '';
  expect(sheet).toMatch(/\.standalone-main\{[^}]*max-inline-size: ?64rem[^}]*margin-inline: ?auto[^}]*padding: ?var\(--ui-space-4\)/);
  expect(sheet).toMatch(/\.standalone-nav__link\[aria-current="?page"?\]/);
});

test("a game card's link opens the product page at the store's address", () => {
  show('/HomePage');
  fireEvent.click(screen.getByRole('link', { name: 'Football Legends' }));
  screen.getByRole('heading', { name: 'Product football-legends' });
  expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
});

test('an address no page has shows the first page, marked as current', () => {
  show('/');
  screen.getByRole('heading', { name: 'Home page' });
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
});

test('a page for signed-in shop users says so to a signed-out visitor, with the way to sign in; signed in, it shows', () => {
  const store = show('/SettingsPage', '/SignInPage');
  expect(screen.queryByRole('heading', { name: 'Settings page' })).toBeNull();
  expect(screen.getByRole('main').textContent).toContain('This page needs a signed-in shop user.');
  expect(screen.getByRole('main').querySelector('a[href="/SignInPage"]')?.textContent).toBe('Sign in');
  act(() => {
    store.session.completeSignIn({ sub: 'u-1', email: 'a@b.co', 'custom:country_code': 'sg', 'custom:logged_in': '1' });
  });
  screen.getByRole('heading', { name: 'Settings page' });
});

test('signed out, the cashback page is the plain notice, not placeholders waiting for a query that never runs', () => {
  show('/UserCashbackPage');
  expect(screen.queryByRole('heading', { name: 'Cashback page' })).toBeNull();
  screen.getByRole('heading', { name: 'Your cashback' });
  expect(screen.getByRole('main').textContent).toContain('Sign in on the store, then open this page there.');
});
