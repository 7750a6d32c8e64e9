import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cognitoError, fakeAuth, renderAccount } from '../../testing/accountHarness.testutil';
import { TOAST_EVENT } from '../../lib/toast';
import { SignInPage } from '../sign-in';
import { SignUpPage } from '../sign-up';

const route = '/:countryCode/sign-in';

function toasts() {
  const seen: Array<{ text: string; tone: string }> = [];
  const listener = (e: Event) => seen.push((e as CustomEvent<{ text: string; tone: string }>).detail);
  window.addEventListener(TOAST_EVENT, listener);
  return { seen, stop: () => window.removeEventListener(TOAST_EVENT, listener) };
}

test('sign-in and sign-up offer Google and Facebook; a choice leaves for the provider with this store\'s sign-in screen as the way back', async () => {
  const user = userEvent.setup();
  const { auth, calls } = fakeAuth();
  renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in?returnTo=%2Fen-sg%2Ffootball-legends', route });
  await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  expect(calls).toEqual([['signInWithProvider', 'Google', `${window.location.origin}/en-sg/sign-in`]]);
  // While leaving, neither button can start a second sign-in.
  expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
});

test('sign-up offers them too', async () => {
  const { auth } = fakeAuth();
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up', route: '/:countryCode/sign-up' });
  expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
});

test('no hosted sign-in on this page: the shopper is told and can still sign in by email', async () => {
  const user = userEvent.setup();
  const { auth } = fakeAuth({ signInWithProvider: async () => Promise.reject(cognitoError('UNKNOWN_SIGN_IN_ERROR')) });
  renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in', route });
  await user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Google and Facebook sign-in are not available right now');
  expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  expect(screen.getByLabelText('Email address')).toBeInTheDocument();
});

test('back from the provider with a code: the sign-in is completed once, with the same way back', async () => {
  const { auth, calls } = fakeAuth({ completeProviderSignIn: () => new Promise(() => undefined) });
  renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in?code=c-1&state=s-1', route });
  expect(await screen.findByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
  expect(calls).toEqual([['completeProviderSignIn', '?code=c-1&state=s-1', `${window.location.origin}/en-sg/sign-in`]]);
});

test.each([
  ['ACCESS_DENIED', 'Sign-in was cancelled.', 'info'],
  ['DELETED_EMAIL_ACCOUNT', 'This account has been deleted.', 'error'],
  ['EMAIL_ATTRIBUTE_MISSING', 'Your social account did not share an email address.', 'error'],
])('%s goes home with its message', async (code, text, tone) => {
  const t = toasts();
  const { auth } = fakeAuth({ completeProviderSignIn: async () => Promise.reject(cognitoError(code)) });
  renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in?error=x&state=s-1', route });
  expect(await screen.findByTestId('navigated')).toHaveTextContent(/^\/en-sg\/?$/);
  expect(t.seen).toEqual([{ text, tone }]);
  t.stop();
});

test('an answer that cannot be used stays on sign-in, says so, and offers the ways to sign in again', async () => {
  const { auth } = fakeAuth({ completeProviderSignIn: async () => Promise.reject(cognitoError('PROVIDER_SIGN_IN_EXPIRED')) });
  renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in?code=old&state=s-9', route });
  expect(await screen.findByRole('alert')).toHaveTextContent('That sign-in did not finish. Please try again.');
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
});

test('signed in, the answer in the query is not used again (the shell is leaving the screen)', async () => {
  const { auth, calls } = fakeAuth();
  const { store } = renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in?code=c-1&state=s-1', route });
  await screen.findByRole('heading', { name: 'Signing you in' });
  act(() => void store.session.completeSignIn({ sub: 'u-1', email: 'a@example.com' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(calls.filter(([name]) => name === 'completeProviderSignIn')).toHaveLength(1);
});
