import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootStore } from '@store/shared';
import { cognitoError, fakeAuth, renderAccount } from '../../testing/accountHarness.testutil';
import { PENDING_SIGN_UP_KEY } from '../../lib/pendingSignUp';
import SignInPage from './SignInPage';

const route = '/:countryCode/sign-in';

beforeEach(() => sessionStorage.clear());

test('signs in by email with the trimmed, lower-case address; the session then holds the user', async () => {
  const user = userEvent.setup();
  const page: { store?: RootStore } = {};
  const { auth, calls } = fakeAuth({
    signIn: async () => {
      act(() => void page.store?.session.completeSignIn({ sub: 'u-1', email: 'sam@example.com' }));
    },
  });
  const { store } = renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in', route });
  page.store = store;
  await user.type(await screen.findByLabelText('Email address'), '  Sam@Example.com ');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(store.session.isSignedIn).toBe(true));
  expect(calls).toEqual([['signIn', 'sam@example.com', 'passw0rd!']]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('by mobile: the country pattern is checked, and the username carries the phone code', async () => {
  const user = userEvent.setup();
  const { auth, calls } = fakeAuth({ signIn: async () => Promise.reject(cognitoError('NotAuthorizedException', 'Incorrect username or password.')) });
  renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in', route });
  await user.click(await screen.findByRole('radio', { name: 'Mobile number' }));
  const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
  await user.type(mobile, '1234');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'x');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
  expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(mobile).toHaveFocus());
  expect(calls).toEqual([]);

  await user.clear(mobile);
  await user.type(mobile, '8123 4567');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  // Section 8: NotAuthorizedException gets the auth type appended.
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect mobile number or password.');
  expect(calls).toEqual([['signIn', '+6581234567', 'x']]);
});

test('the lockout (LimitExceededException) shows its message with a way to reset the password', async () => {
  const user = userEvent.setup();
  const { auth } = fakeAuth({ signIn: async () => Promise.reject(cognitoError('LimitExceededException', 'Password attempts exceeded')) });
  renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in', route });
  await user.type(await screen.findByLabelText('Email address'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Attempt limit exceeded. Please try again later.');
  expect(alert.querySelector('a')).toHaveAttribute('href', '/en-sg/recover-password');
});

test('an unconfirmed account is offered a new link, then waits on the verification screen', async () => {
  const user = userEvent.setup();
  const { auth, calls } = fakeAuth({
    signIn: async () => Promise.reject(cognitoError('UserNotConfirmedException')),
    resendSignUpCode: async () => ({ medium: 'EMAIL', destination: 's***@e***.com' }),
  });
  renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in?returnTo=%2Fen-sg%2Fmobile-legends', route });
  await user.type(await screen.findByLabelText('Email address'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not verified yet. Please verify it first.');
  await user.click(screen.getByRole('button', { name: 'Send me a new confirmation link' }));
  expect(await screen.findByTestId('navigated')).toHaveTextContent('/en-sg/verify?returnTo=%2Fen-sg%2Fmobile-legends');
  expect(calls.at(-1)).toEqual(['resendSignUpCode', 'sam@example.com']);
  expect(JSON.parse(sessionStorage.getItem(PENDING_SIGN_UP_KEY) ?? '{}')).toMatchObject({ username: 'sam@example.com', destination: 's***@e***.com' });
});

test('the links keep the return path; sign-up and recover are one step away', async () => {
  renderAccount(<SignInPage />, { auth: fakeAuth().auth, path: '/en-sg/sign-in?returnTo=%2Fen-sg%2Fmobile-legends', route });
  expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en-sg/sign-up?returnTo=%2Fen-sg%2Fmobile-legends');
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en-sg/recover-password');
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
});
