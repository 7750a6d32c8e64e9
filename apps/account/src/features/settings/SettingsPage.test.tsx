import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createStoreQueryClient, RootStore, RuntimeConfigSchema, StoreProvider, StoreQueryProvider, type AuthOperations } from '@store/shared';
import { jsonFetch, testConfig } from '@store/shared/testing';
import { cognitoError, fakeAuth } from '../../testing/accountHarness.testutil';
import SettingsPage from './SettingsPage';

function Landing() {
  const location = useLocation();
  return <p data-testid="navigated">{location.pathname}</p>;
}

/** Where the router is, whichever route shows. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The settings page over the real RootStore; the shop API answers at the HTTP level (the marketing-consent call). */
function setUp(auth: AuthOperations, options: { country?: string; path?: string; consent?: (body: Record<string, unknown>) => unknown } = {}) {
  const calls: Array<Record<string, unknown>> = [];
  let recorded = false;
  const fetch = jsonFetch(({ path, body }) => {
    calls.push({ path, ...body });
    if (path.endsWith('/marketing-consent')) {
      if (options.consent) return options.consent(body);
      if (typeof body.consent === 'boolean') recorded = body.consent;
      return { marketingConsentItem: { email: body.email, consent: recorded } };
    }
    return {};
  });
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')), log: () => undefined, fetch, auth: () => auth });
  store.shop.setCountry(options.country ?? 'sg');
  store.session.completeSignIn({ sub: 'u-1', email: 'shopper@example.com' });
  const path = options.path ?? '/en-sg/user/settings';
  render(
    <StoreProvider store={store}>
      <StoreQueryProvider client={createStoreQueryClient({ retries: 0 })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:countryCode/user/settings" element={<SettingsPage />} />
            <Route path="*" element={<Landing />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </StoreQueryProvider>
    </StoreProvider>,
  );
  return { store, calls };
}

async function fillPasswords(current: string, next: string, confirm = next) {
  await userEvent.type(await screen.findByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm the new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('SettingsPage: change password', () => {
  test('changes the password through the auth provider and says CHANGE_PASSWORD_SUCCESS', async () => {
    const { auth, calls } = fakeAuth({ changePassword: async () => undefined } as never);
    setUp({ ...auth, changePassword: (...a: [string, string]) => (calls.push(['changePassword' as never, ...a]), Promise.resolve()) });
    await fillPasswords('Old-passw0rd', 'New-passw0rd9');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(calls).toEqual([['changePassword', 'Old-passw0rd', 'New-passw0rd9']]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  test('a wrong current password is NotAuthorizedExceptionPassReset on that field, and nothing typed is lost', async () => {
    const { auth } = fakeAuth();
    setUp({ ...auth, changePassword: () => Promise.reject(cognitoError('NotAuthorizedException', 'Incorrect username or password.')) });
    await fillPasswords('Wrong-passw0rd', 'New-passw0rd9');
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect.'));
    expect(current).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('New-passw0rd9');
  });

  test('the new password follows the password rule, differs from the current one and is typed twice the same', async () => {
    const changePassword = jest.fn(async () => undefined);
    setUp({ ...fakeAuth().auth, changePassword });
    await fillPasswords('Old-passw0rd', 'short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/At least 8 characters/);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Old-passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a password different from your current one.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  test('a revoked session signs the shopper out and takes them to sign-in', async () => {
    const signOut = jest.fn(async () => undefined);
    setUp({ ...fakeAuth().auth, signOut, changePassword: () => Promise.reject(cognitoError('NotAuthorizedException', 'Access Token has been revoked')) });
    await fillPasswords('Old-passw0rd', 'New-passw0rd9');
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/en-sg/sign-in');
    expect(signOut).toHaveBeenCalled();
  });
});

describe('SettingsPage: preferences', () => {
  test('marketing consent is read for the account email and saved with the marketing-consent call', async () => {
    const { calls } = setUp(fakeAuth().auth);
    const box = await screen.findByRole('checkbox', { name: 'Send me offers and news by email or SMS.' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText('Your choice is saved.', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(calls.filter((c) => String(c.path).endsWith('/marketing-consent'))).toEqual([
      { path: '/shop/marketing-consent', email: 'shopper@example.com', country: 'sg' },
      { path: '/shop/marketing-consent', email: 'shopper@example.com', country: 'sg', consent: true },
    ]);
    expect(box).toBeChecked();
  });

  test('a consent that could not be saved says so and keeps the choice', async () => {
    setUp(fakeAuth().auth, { consent: (body) => (typeof body.consent === 'boolean' ? { nope: 1 } : { marketingConsentItem: { consent: false } }) });
    const box = await screen.findByRole('checkbox', { name: 'Send me offers and news by email or SMS.' });
    await userEvent.click(box);
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText('We could not save your choice. Please try again.')).toBeInTheDocument();
    expect(box).toBeChecked();
  });

  test('the store language: Save opens the page under the chosen language', async () => {
    setUp(fakeAuth().auth, { country: 'sa', path: '/ar-sa/user/settings' });
    const select = await screen.findByRole('combobox', { name: /Language|اللغة/ });
    await userEvent.selectOptions(select, 'en');
    await userEvent.click(screen.getAllByRole('button', { name: /Save|حفظ/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en-sa/user/settings'));
  });
});
