import { countryByCode, type Country } from '@store/shared/domain';
import { authTypeOf, loginUsername, maskedUsername, methodOfUsername } from './authLogin';
import { clearPendingSignUp, readPendingSignUp, savePendingSignUp, PENDING_SIGN_UP_KEY } from './pendingSignUp';
import { formatSeconds, RESEND_WAIT_S, secondsLeft } from './useResendTimer';
import { fieldMessage, isValidPassword, normaliseCpf, signUpSchema } from './authSchemas';

const sg = countryByCode('sg') as Country;

test('the username is the email (trimmed, lower case), else the phone with the country code (section 5)', () => {
  expect(loginUsername('email', { email: ' Sam@Example.COM ', mobile: '' }, sg)).toBe('sam@example.com');
  expect(loginUsername('mobile', { email: 'x@y.z', mobile: '8123 4567' }, sg)).toBe('+6581234567');
  expect(methodOfUsername('+6581234567')).toBe('mobile');
  expect(methodOfUsername('a@b.co')).toBe('email');
  expect(authTypeOf('email')).toBe('Email');
  expect(authTypeOf('mobile')).toBe('Mobile');
});

test('where a code or link went is masked as section 5 says: email keeps 3 characters and the whole domain, phone its first 2 and last 4 digits', () => {
  expect(maskedUsername('qa.shopper@example.com')).toBe('qa.***@example.com');
  expect(maskedUsername('+6581234567')).toBe('+65****4567');
});

test('password: at least 8 characters with a digit; CPF ignores dots and dashes', () => {
  expect(isValidPassword('abcdefg1')).toBe(true);
  expect(isValidPassword('abcdefgh')).toBe(false);
  expect(isValidPassword('abcde1')).toBe(false);
  expect(normaliseCpf('529.982.247-25')).toBe('52998224725');
});

test('sign-up schema: age 18 to 150 on the given day; messages carry their parameters', () => {
  const today = () => new Date('2026-06-01T00:00:00Z');
  const base = { method: 'email', email: 'a@b.co', mobile: '', name: 'A', password: 'abcdefg1', cpf: '', marketing: false } as const;
  const issue = (birthDate: string) => signUpSchema(sg, today).safeParse({ ...base, birthDate }).error?.issues[0]?.message;
  expect(issue('2008-06-01')).toBeUndefined();
  expect(issue('2008-06-02')).toBe('validation.underage');
  expect(issue('1876-06-01')).toBeUndefined(); // exactly 150
  expect(issue('1875-06-01')).toBe('validation.implausibleAge');
  expect(fieldMessage('password', 'validation.password')).toEqual({ key: 'validation.password', params: [8] });
  expect(fieldMessage('birthDate', 'validation.underage')).toEqual({ key: 'validation.underage', params: [18] });
  expect(fieldMessage('code', 'validation.otp')).toEqual({ key: 'validation.otp', params: [6] });
});

test('the pending sign-up survives a reload of its tab; bad storage content is ignored', () => {
  savePendingSignUp(sessionStorage, { username: 'a@b.co', sentAt: 5 });
  expect(readPendingSignUp(sessionStorage)).toEqual({ username: 'a@b.co', sentAt: 5 });
  sessionStorage.setItem(PENDING_SIGN_UP_KEY, '{not json');
  expect(readPendingSignUp(sessionStorage)).toBeUndefined();
  sessionStorage.setItem(PENDING_SIGN_UP_KEY, JSON.stringify({ username: '', sentAt: 1 }));
  expect(readPendingSignUp(sessionStorage)).toBeUndefined();
  clearPendingSignUp(sessionStorage);
  expect(readPendingSignUp(undefined)).toBeUndefined();
});

test('the resend timer counts whole seconds down to 0', () => {
  expect(secondsLeft(0, 0)).toBe(RESEND_WAIT_S);
  expect(secondsLeft(0, 29_001)).toBe(1);
  expect(secondsLeft(0, 30_000)).toBe(0);
  expect(formatSeconds(65)).toBe('1:05');
});
