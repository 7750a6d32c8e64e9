import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cognitoError, fakeAuth, renderAccount } from '../../testing/accountHarness.testutil';
import { TOAST_EVENT } from '../../lib/toast';
import RecoverPasswordPage from './RecoverPasswordPage';

const route = '/:countryCode/recover-password';

test('a code to the email, then the new password typed twice; success toasts and goes to sign-in', async () => {
  const user = userEvent.setup();
  let confirms = 0;
  const { auth, calls } = fakeAuth({
    resetPassword: async () => ({ medium: 'EMAIL', destination: 's***@e***' }),
    confirmResetPassword: async () => {
      confirms += 1;
      if (confirms === 1) throw cognitoError('ExpiredCodeException');
    },
  });
  const toasts: string[] = [];
  const onToast = (e: Event) => toasts.push((e as CustomEvent<{ text: string }>).detail.text);
  window.addEventListener(TOAST_EVENT, onToast);
  renderAccount(<RecoverPasswordPage />, { auth, path: '/en-sg/recover-password', route });
  await user.type(await screen.findByLabelText('Email address'), 'Sam@Example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('heading', { name: 'Set a new password' })).toHaveFocus();
  expect(toasts).toEqual(['We have sent a reset code to your email.']);
  expect(screen.getByText('sam***@example.com')).toBeInTheDocument();
  expect(screen.queryByText('s***@e***')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Reset code'), '123456');
  await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'blue-river-77');
  await user.type(screen.getByLabelText('Confirm the new password', { selector: 'input' }), 'blue-river-78');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Confirm the new password', { selector: 'input' }));
  await user.type(screen.getByLabelText('Confirm the new password', { selector: 'input' }), 'blue-river-77');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText('The code has expired. Please request a new one.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByTestId('navigated')).toHaveTextContent('/en-sg/sign-in');
  expect(toasts.at(-1)).toBe('Your password has been reset. Please sign in.');
  expect(calls).toEqual([
    ['resetPassword', 'sam@example.com'],
    ['confirmResetPassword', 'sam@example.com', '123456', 'blue-river-77'],
    ['confirmResetPassword', 'sam@example.com', '123456', 'blue-river-77'],
  ]);
  window.removeEventListener(TOAST_EVENT, onToast);
});

test('recover by mobile: InvalidParameterException becomes UserNotFoundExceptionMobile (section 8)', async () => {
  const user = userEvent.setup();
  const { auth } = fakeAuth({ resetPassword: async () => Promise.reject(cognitoError('InvalidParameterException', 'Cannot reset password')) });
  renderAccount(<RecoverPasswordPage />, { auth, path: '/en-sg/recover-password', route });
  await user.click(await screen.findByRole('radio', { name: 'Mobile number' }));
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '81234567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No account is registered with this mobile number.');
});
