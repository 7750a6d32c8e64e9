// Test helper (jest only): an account screen over a real RootStore and i18n instance, with the auth
// provider's operations replaced by a scripted fake (the shell's Amplify adapter is tested in apps/shell).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RootStore, RuntimeConfigSchema, StoreProvider, type AuthOperations, type RuntimeConfig, type ThemeConfig } from '@store/shared';
import { testConfig } from '@store/shared/testing';

export type AuthCall = [keyof AuthOperations, ...unknown[]];

/** A fake auth provider: records every call; each operation answers with `answers[name]` (default: resolves). */
export function fakeAuth(answers: Partial<{ [K in keyof AuthOperations]: AuthOperations[K] }> = {}) {
  const calls: AuthCall[] = [];
  const op =
    <K extends keyof AuthOperations>(name: K, fallback: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      const answer = answers[name] as ((...a: unknown[]) => Promise<unknown>) | undefined;
      return (answer ?? fallback)(...args);
    };
  const auth = {
    signIn: op('signIn', async () => undefined),
    signUp: op('signUp', async () => ({ confirmed: false, delivery: { medium: 'EMAIL' } })),
    confirmSignUp: op('confirmSignUp', async () => undefined),
    resendSignUpCode: op('resendSignUpCode', async () => ({ medium: 'EMAIL' })),
    resetPassword: op('resetPassword', async () => ({ medium: 'EMAIL' })),
    confirmResetPassword: op('confirmResetPassword', async () => undefined),
    signOut: op('signOut', async () => undefined),
    signInWithProvider: op('signInWithProvider', async () => undefined),
    isProviderAnswer: (search: string) => answers.isProviderAnswer?.(search) ?? /[?&]state=/.test(search),
    completeProviderSignIn: op('completeProviderSignIn', async () => undefined),
    reloadUser: op('reloadUser', async () => undefined),
  } as AuthOperations;
  return { auth, calls };
}

/** A Cognito error as Amplify raises it. */
export const cognitoError = (name: string, message = name) => Object.assign(new Error(message), { name });

/** Where the screen navigated to (path, query and router state). */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="navigated" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface AccountScreen {
  store: RootStore;
}

/** Renders an account screen for a shop country at a path, as the shell would (the route pattern of ROUTES). */
export function renderAccount(ui: ReactNode, options: { auth: AuthOperations; countryCode?: string; path: string; route: string; theme?: (config: RuntimeConfig) => ThemeConfig }): AccountScreen {
  const config = RuntimeConfigSchema.parse(testConfig('http://api.test'));
  const store = new RootStore({ config, auth: () => options.auth, ...(options.theme ? { theme: options.theme(config) } : {}) });
  // The screens' tests read English: the shop's language is the path's (en-br is Brazil in English).
  store.shop.setCountry(options.countryCode ?? 'sg', options.path.match(/^\/([a-z]{2})-/)?.[1]);
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.path]}>
        <Routes>
          <Route path={options.route} element={ui} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return { store };
}
