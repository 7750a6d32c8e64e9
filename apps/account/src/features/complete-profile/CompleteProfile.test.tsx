import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonFetch } from '@store/shared/testing';
import { fakeAuth, renderAccount } from '../../testing/accountHarness.testutil';
import { SignInPage } from '../sign-in';

const route = '/:countryCode/sign-in';
const GOOGLE_USER = { sub: 'u-g', email: 'gabi@gmail.example', name: 'Gabi', identities: '[{"providerName":"Google"}]', 'custom:logged_in': '1' };

let answers: Array<Record<string, unknown>> = [];
let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
const realFetch = globalThis.fetch;
beforeEach(() => {
  answers = [];
  calls = [];
  globalThis.fetch = jsonFetch((call) => {
    calls.push({ path: call.path, body: call.body });
    if (call.path === '/captcha/simulator/execute') return { success: true, token: `t-${calls.length}` };
    if (call.path === '/account/user/auth') return answers.shift() ?? { resultCode: 0, resultMessage: 'Success' };
    throw new Error(`unexpected ${call.path}`);
  });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

function signedInSocial(countryCode = 'sg') {
  const { auth, calls: authCalls } = fakeAuth();
  const screenRef = renderAccount(<SignInPage />, { auth, path: `/en-${countryCode}/sign-in`, route, countryCode });
  act(() => void screenRef.store.session.completeSignIn(GOOGLE_USER));
  return { ...screenRef, authCalls };
}

test('a Google account without a date of birth finishes signing in by giving one: /user/auth with a captcha token, then the user again', async () => {
  const user = userEvent.setup();
  const { authCalls } = signedInSocial();
  expect(await screen.findByRole('heading', { name: 'One more step' })).toBeInTheDocument();
  answers.push({ resultCode: 'UNDER_AGE', resultMessage: 'You must be 18 or over.' });
  const birth = screen.getByLabelText('Date of birth');
  await user.type(birth, '1990-05-17');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // The API's refusal shows at the field (its own rule is the same as the form's).
  expect(await screen.findByText('You must be 18 or over')).toBeInTheDocument();
  expect(authCalls).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(authCalls).toEqual([['reloadUser']]));
  const sent = calls.filter((c) => c.path === '/account/user/auth').map((c) => c.body);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual({ langCode: 'en', birthDate: '1990-05-17', gRecaptchaToken: expect.stringMatching(/^t-/) });
});

test('the form checks the age before anything is sent; a way out: sign out', async () => {
  const user = userEvent.setup();
  const { authCalls } = signedInSocial();
  await user.type(await screen.findByLabelText('Date of birth'), '2015-01-01');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('You must be 18 or over')).toBeInTheDocument();
  expect(calls).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Sign out instead' }));
  expect(authCalls).toEqual([['signOut']]);
});

test('in Brazil the CPF is asked too, and a used CPF is said at its field', async () => {
  const user = userEvent.setup();
  signedInSocial('br');
  await user.type(await screen.findByLabelText('Date of birth'), '1990-05-17');
  await user.type(screen.getByLabelText('CPF number'), '529.982.247-25');
  answers.push({ resultCode: 'CPF_ALREADY_USED', resultMessage: 'CPF_ALREADY_USED' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const cpf = screen.getByLabelText('CPF number');
  await waitFor(() => expect(cpf).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('This CPF number is already used by another account.')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/account/user/auth')?.body).toMatchObject({ cpfInfo: { cpf: '52998224725' } });
});

test('a password account (or one with a date of birth) is not asked', async () => {
  const { auth } = fakeAuth();
  const { store } = renderAccount(<SignInPage />, { auth, path: '/en-sg/sign-in', route });
  act(() => void store.session.completeSignIn({ sub: 'u-p', email: 'p@example.com' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'One more step' })).not.toBeInTheDocument();
});
