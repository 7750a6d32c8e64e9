import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cognitoError, fakeAuth, renderAccount } from '../../testing/accountHarness.testutil';
import type { ThemeConfig } from '@store/shared';
import { jsonFetch } from '@store/shared/testing';
import { PENDING_SIGN_UP_KEY } from '../../lib/pendingSignUp';
import SignUpPage from './SignUpPage';

const route = '/:countryCode/sign-up';
let captchaCalls: Array<Record<string, unknown>> = [];
let captchaUp = true;
const realFetch = globalThis.fetch;
beforeEach(() => {
  sessionStorage.clear();
  captchaCalls = [];
  captchaUp = true;
  // The invisible captcha's execute endpoint (the API's simulator), answered at the HTTP level.
  globalThis.fetch = jsonFetch((call) => {
    if (call.path !== '/captcha/simulator/execute') throw new Error(`unexpected call ${call.path}`);
    if (!captchaUp) throw new Error('captcha down');
    captchaCalls.push(call.body);
    return { success: true, token: `captcha-token-${captchaCalls.length}` };
  });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function fillEmailSignUp(user: ReturnType<typeof userEvent.setup>, email = 'Sam@Example.com') {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Your name'), 'Sam Striker');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'green-hills-42');
  await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
}

test('signs up by email (username = the email) with the attributes, marketing consent and captcha token; then waits for the link', async () => {
  const user = userEvent.setup();
  const { auth, calls } = fakeAuth({ signUp: async () => ({ confirmed: false, delivery: { medium: 'EMAIL', destination: 's***@e***.com' } }) });
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up', route });
  await fillEmailSignUp(user);
  await user.click(screen.getByRole('checkbox', { name: /Send me offers/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByTestId('navigated')).toHaveTextContent('/en-sg/verify');
  expect(calls).toEqual([
    [
      'signUp',
      {
        username: 'sam@example.com',
        password: 'green-hills-42',
        attributes: {
          email: 'sam@example.com',
          name: 'Sam Striker',
          'custom:birth_date': '1990-05-17',
          'custom:country_code': 'sg',
          'custom:country_name': 'Singapore',
          'custom:lang_code': 'en',
          'custom:subscribe_marketing': 'true',
        },
        validationData: { captchaToken: 'captcha-token-1' },
      },
    ],
  ]);
  expect(JSON.parse(sessionStorage.getItem(PENDING_SIGN_UP_KEY) ?? '{}')).toMatchObject({ username: 'sam@example.com', destination: 's***@e***.com' });
  expect(captchaCalls).toEqual([{ action: 'signup' }]);
});

test('the invisible captcha cannot run: nothing is sent, the shopper is told, and the form keeps what was typed', async () => {
  const user = userEvent.setup();
  captchaUp = false;
  const { auth, calls } = fakeAuth();
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up', route });
  await fillEmailSignUp(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please check your connection and try again.');
  expect(calls).toEqual([]);
  expect(screen.getByLabelText('Email address')).toHaveValue('Sam@Example.com');
});

test('a refused captcha (CAPTCHA_FAILED) says so at the form', async () => {
  const user = userEvent.setup();
  const { auth } = fakeAuth({ signUp: async () => Promise.reject(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error CAPTCHA_FAILED.')) });
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up', route });
  await fillEmailSignUp(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not check that this is you and not a robot. Please try again.');
});

test('section 5 rules at their fields: password with a digit, 18 or over, 150 at most', async () => {
  const user = userEvent.setup();
  const { auth, calls } = fakeAuth();
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up', route });
  await user.click(await screen.findByRole('button', { name: 'Create account' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(4);
  await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'no-digits');
  expect(await screen.findByText('Password must be at least 8 characters long and contain at least 1 digit')).toBeInTheDocument();
  const year = new Date().getUTCFullYear();
  await user.type(screen.getByLabelText('Date of birth'), `${year - 17}-01-01`);
  expect(await screen.findByText('You must be 18 or over')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Date of birth'));
  await user.type(screen.getByLabelText('Date of birth'), `${year - 151}-01-01`);
  expect(await screen.findByText('Please enter a valid date of birth')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('Brazil asks for the CPF; a CPF refused by the sign-up check shows at the CPF field', async () => {
  const user = userEvent.setup();
  const { auth, calls } = fakeAuth({ signUp: async () => Promise.reject(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error CPF_INVALID_DATA.')) });
  renderAccount(<SignUpPage />, { auth, countryCode: 'br', path: '/en-br/sign-up', route });
  await fillEmailSignUp(user);
  const cpf = screen.getByLabelText('CPF number');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  await user.type(cpf, '123.456');
  expect(await screen.findByText('CPF must be 11 digits')).toBeInTheDocument();
  await user.clear(cpf);
  await user.type(cpf, '529.982.247-25');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('The CPF details are not valid.')).toBeInTheDocument();
  expect(cpf).toHaveAttribute('aria-invalid', 'true');
  expect(calls[0]?.[1]).toMatchObject({ clientMetadata: { cpf: '52998224725' }, attributes: { 'custom:country_code': 'br' } });
});

test('by mobile the username is the phone number; a number already used shows its section 8 message at the form', async () => {
  const user = userEvent.setup();
  const { auth, calls } = fakeAuth({ signUp: async () => Promise.reject(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error Number_Already_Used.')) });
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up', route });
  await user.click(await screen.findByRole('radio', { name: 'Mobile number' }));
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '91234567');
  await user.type(screen.getByLabelText('Your name'), 'Sam');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'green-hills-42');
  await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This mobile number is already used.');
  expect(alert.querySelector('a')).toHaveAttribute('href', '/en-sg/sign-in');
  expect(calls[0]?.[1]).toMatchObject({ username: '+6591234567', attributes: { phone_number: '+6591234567' } });
});

test('an email whose account was deleted (User_Deleted): no "Sign in instead" (that sign-in is refused too); another email, or the Help page to contact support', async () => {
  const user = userEvent.setup();
  const { auth } = fakeAuth({ signUp: async () => Promise.reject(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error User_Deleted.')) });
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up', route, theme: (config) => config.storefronts[0] as ThemeConfig });
  await fillEmailSignUp(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The account with this email has been deleted.');
  expect(alert).toHaveTextContent('To create an account, use a different email address. For help with the deleted account, contact support.');
  expect(within(alert).queryByRole('link', { name: 'Sign in instead' })).toBeNull();
  expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/en-sg/help');
});

test('a deleted account by mobile, in the shop language (Arabic), on a storefront without a Help page: the way on is said, no sign-in link', async () => {
  const user = userEvent.setup();
  const { auth } = fakeAuth({ signUp: async () => Promise.reject(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error User_Deleted.')) });
  renderAccount(<SignUpPage />, { auth, countryCode: 'sa', path: '/ar-sa/sign-up', route, theme: (config) => ({ ...(config.storefronts[0] as ThemeConfig), enable: { ...(config.storefronts[0] as ThemeConfig).enable, help: false } }) });
  await user.click(await screen.findByRole('radio', { name: 'رقم الجوال' }));
  await user.type(screen.getByRole('textbox', { name: 'رقم الجوال' }), '512345678');
  await user.type(screen.getByLabelText('اسمك'), 'Sam');
  await user.type(screen.getByLabelText('كلمة المرور', { selector: 'input' }), 'green-hills-42');
  await user.type(screen.getByLabelText('تاريخ الميلاد'), '1990-05-17');
  await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('تم حذف الحساب المرتبط بهذا الرقم.');
  expect(alert).toHaveTextContent('لإنشاء حساب، استخدم رقم جوال آخر. للمساعدة بشأن الحساب المحذوف، تواصل مع الدعم.');
  expect(within(alert).queryByRole('link')).toBeNull();
});

test('from the adopt-account offer: the email the guest bought with is filled in, and can be changed', async () => {
  const { auth } = fakeAuth();
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up?email=buyer%40example.com', route });
  expect(await screen.findByLabelText('Email address')).toHaveValue('buyer@example.com');
});

test('a query email that is not an email is not filled in', async () => {
  const { auth } = fakeAuth();
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up?email=%3Cscript%3E', route });
  expect(await screen.findByLabelText('Email address')).toHaveValue('');
});

test('switching between email and mobile keeps what was typed in each', async () => {
  const user = userEvent.setup();
  const { auth } = fakeAuth();
  renderAccount(<SignUpPage />, { auth, path: '/en-sg/sign-up', route });
  await user.type(await screen.findByLabelText('Email address'), 'sam@example.com');
  await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
  expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '91234567');
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.com');
  await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
  expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('91234567');
});
