import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cognitoError, fakeAuth, renderAccount } from '../../testing/accountHarness.testutil';
import { PENDING_SIGN_UP_KEY, savePendingSignUp } from '../../lib/pendingSignUp';
import { TOAST_EVENT } from '../../lib/toast';
import VerifySignupPage from './VerifySignupPage';

const route = '/:countryCode/verify';
beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

test('nothing waiting in this tab: says so, with the ways on', async () => {
  renderAccount(<VerifySignupPage />, { auth: fakeAuth().auth, path: '/en-sg/verify', route });
  expect(await screen.findByRole('heading', { name: 'Nothing to verify here' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/en-sg/sign-in');
});

test('an email sign-up waits for the link, shown as section 5 masks it (the domain in full); no code field', async () => {
  savePendingSignUp(sessionStorage, { username: 'sam.striker@example.com', destination: 's***@e***', sentAt: Date.now() });
  renderAccount(<VerifySignupPage />, { auth: fakeAuth().auth, path: '/en-sg/verify', route });
  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(screen.getByText('sam***@example.com')).toBeInTheDocument();
  expect(screen.queryByText('s***@e***')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send a new link' })).toBeDisabled();
});

test('a mobile sign-up: 6 digits, CodeMismatch at the field, resend after the timer with a toast, then confirmed', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  savePendingSignUp(sessionStorage, { username: '+6581234567', sentAt: Date.now() });
  let attempts = 0;
  const { auth, calls } = fakeAuth({
    confirmSignUp: async () => {
      attempts += 1;
      if (attempts === 1) throw cognitoError('CodeMismatchException');
    },
    resendSignUpCode: async () => ({ medium: 'SMS', destination: '+65****4567' }),
  });
  const toasts: string[] = [];
  const onToast = (e: Event) => toasts.push((e as CustomEvent<{ text: string }>).detail.text);
  window.addEventListener(TOAST_EVENT, onToast);
  renderAccount(<VerifySignupPage />, { auth, path: '/en-sg/verify', route });

  const code = await screen.findByLabelText('Verification code');
  await user.type(code, '12');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('The code is incorrect. Please try again.')).toBeInTheDocument();
  expect(code).toHaveAttribute('aria-invalid', 'true');

  const resend = screen.getByRole('button', { name: 'Send a new code' });
  expect(resend).toBeDisabled();
  expect(screen.getByText('You can ask again in 0:30')).toBeInTheDocument();
  for (let s = 0; s < 30; s++) act(() => jest.advanceTimersByTime(1000));
  expect(resend).toBeEnabled();
  await user.click(resend);
  expect(toasts).toEqual(['We have sent a new verification code to your mobile number.']);
  expect(JSON.parse(sessionStorage.getItem(PENDING_SIGN_UP_KEY) ?? '{}')).toMatchObject({ destination: '+65****4567' });
  expect(await screen.findByText('+65****4567')).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  const landing = await screen.findByTestId('navigated');
  expect(landing).toHaveTextContent('/en-sg/confirm-signup');
  expect(landing).toHaveAttribute('data-state', JSON.stringify({ outcome: 'confirmed' }));
  expect(sessionStorage.getItem(PENDING_SIGN_UP_KEY)).toBeNull();
  expect(calls.map((c) => c[0])).toEqual(['confirmSignUp', 'resendSignUpCode', 'confirmSignUp']);
  window.removeEventListener(TOAST_EVENT, onToast);
});
