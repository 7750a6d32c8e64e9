import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { cognitoError, fakeAuth, renderAccount } from '../../testing/accountHarness.testutil';
import ConfirmSignupPage from './ConfirmSignupPage';
import { confirmationFromQuery, isAlreadyConfirmed } from './confirmLink';

const route = '/:countryCode/confirm-signup';

test('a confirmation link confirms once and says so, with the way to sign in', async () => {
  const { auth, calls } = fakeAuth();
  renderAccount(<ConfirmSignupPage />, { auth, path: '/en-sg/confirm-signup?client_id=store-web&user_name=abc-123&confirmation_code=123456', route });
  expect(await screen.findByRole('heading', { name: 'Your account is confirmed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-sg/sign-in');
  expect(calls).toEqual([['confirmSignUp', 'abc-123', '123456']]);
});

test('an expired link fails with its section 8 message and the ways on', async () => {
  const { auth } = fakeAuth({ confirmSignUp: async () => Promise.reject(cognitoError('ExpiredCodeException')) });
  renderAccount(<ConfirmSignupPage />, { auth, path: '/en-sg/confirm-signup?user_name=abc&confirmation_code=123456', route });
  expect(await screen.findByRole('heading', { name: 'We could not confirm your account' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The code has expired. Please request a new one.');
  expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/en-sg/sign-up');
});

test('an incomplete link never calls the provider', async () => {
  const { auth, calls } = fakeAuth();
  renderAccount(<ConfirmSignupPage />, { auth, path: '/en-sg/confirm-signup', route });
  expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is not complete.');
  expect(calls).toEqual([]);
});

test('link parameters and the already-confirmed answer', () => {
  expect(confirmationFromQuery('?user_name=u&confirmation_code=123456')).toEqual({ username: 'u', code: '123456' });
  expect(confirmationFromQuery('?username=u&code=123456')).toEqual({ username: 'u', code: '123456' });
  expect(confirmationFromQuery('?user_name=u&confirmation_code=<script>')).toBeUndefined();
  expect(confirmationFromQuery('?user_name=&confirmation_code=1')).toBeUndefined();
  expect(isAlreadyConfirmed(cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'))).toBe(true);
  expect(isAlreadyConfirmed(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toBe(false);
});
