import { z } from '@store/shared';
import {
  CPF_LENGTH,
  MAX_AGE,
  MIN_AGE,
  OTP_LENGTH,
  otpSchema,
  PASSWORD_MIN_LENGTH,
  validateBirthDate,
  validateEmail,
  validateMobileNumber,
  validateRequired,
  validateWith,
  type Country,
  type ValidationResult,
} from '@store/shared/domain';
import type { MessageKey } from '../i18n/messages';
import type { AuthMethod } from './authLogin';

/**
 * The account forms' rules (section 5) as zod schemas for react-hook-form's zodResolver. Each issue's
 * message is an i18n key (a validation.* key of @store/shared); `fieldMessage` adds its parameters.
 */
type Fail = (path: string, key: string) => void;

const failer = (ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void }): Fail => (path, key) =>
  ctx.addIssue({ code: 'custom', message: key, path: path.split('.') });

const check = (fail: Fail, path: string, result: ValidationResult<unknown>) => {
  if (!result.ok) fail(path, result.error.key);
};

/** Password (section 5): at least 8 characters with at least 1 digit. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password);
}

/** CPF (section 5): 11 digits (dots and a dash as people write it are ignored). */
export function normaliseCpf(cpf: string): string {
  return cpf.replace(/[.\-\s]/g, '');
}

function checkContact(fail: Fail, values: { method: AuthMethod; email: string; mobile: string }, country: Country) {
  if (values.method === 'email') check(fail, 'email', validateEmail(values.email));
  else check(fail, 'mobile', validateMobileNumber(values.mobile, country));
}

function checkPassword(fail: Fail, path: string, password: string) {
  if (password === '') fail(path, 'validation.required');
  else if (!isValidPassword(password)) fail(path, 'validation.password');
}

const method = z.enum(['email', 'mobile']);
const text = z.string();

export interface ContactValues {
  method: AuthMethod;
  email: string;
  mobile: string;
}

export interface SignInValues extends ContactValues {
  password: string;
}

/** Sign-in: a valid email or mobile number, and a password (its rules are the sign-up's business). */
export function signInSchema(country: Country) {
  return z.object({ method, email: text, mobile: text, password: text }).check(z.superRefine((values, ctx) => {
    const fail = failer(ctx);
    checkContact(fail, values, country);
    check(fail, 'password', validateRequired(values.password));
  }));
}

export interface SignUpValues extends ContactValues {
  name: string;
  password: string;
  birthDate: string;
  cpf: string;
  marketing: boolean;
}

/** Brazil asks for the CPF at sign-up (section 5). */
export const needsCpf = (country: Pick<Country, 'code'>): boolean => country.code === 'br';

/** Date of birth (18 or over, 150 at most) and, in Brazil, an 11-digit CPF: sign-up's and profile completion's rule. */
function checkAgeAndCpf(fail: Fail, values: { birthDate: string; cpf: string }, country: Country, today: Date) {
  check(fail, 'birthDate', validateBirthDate(values.birthDate, today));
  if (!needsCpf(country)) return;
  const cpf = normaliseCpf(values.cpf);
  if (cpf === '') fail('cpf', 'validation.required');
  else if (!new RegExp(`^\\d{${CPF_LENGTH}}$`).test(cpf)) fail('cpf', 'validation.cpf');
}

/** Sign-up: contact, name, password (8 with a digit), date of birth (18 or over, 150 at most), CPF for Brazil. */
export function signUpSchema(country: Country, today: () => Date = () => new Date()) {
  return z
    .object({ method, email: text, mobile: text, name: text, password: text, birthDate: text, cpf: text, marketing: z.boolean() })
    .check(z.superRefine((values, ctx) => {
      const fail = failer(ctx);
      checkContact(fail, values, country);
      check(fail, 'name', validateRequired(values.name));
      if (values.name.trim().length > 100) fail('name', 'validation.maxLength');
      checkPassword(fail, 'password', values.password);
      checkAgeAndCpf(fail, values, country, today());
    }));
}

export interface ProfileValues {
  birthDate: string;
  cpf: string;
}

/** Profile completion (a social account): date of birth (18 or over, 150 at most), CPF for Brazil. */
export function profileSchema(country: Country, today: () => Date = () => new Date()) {
  return z.object({ birthDate: text, cpf: text }).check(z.superRefine((values, ctx) => {
    checkAgeAndCpf(failer(ctx), values, country, today());
  }));
}

export interface CodeValues {
  code: string;
}

/** A 6-digit code (readings 5). */
export const codeSchema = z.object({ code: text }).check(z.superRefine((values, ctx) => {
  check(failer(ctx), 'code', validateWith(otpSchema(), values.code));
}));

export type RecoverRequestValues = ContactValues;

export function recoverRequestSchema(country: Country) {
  return z.object({ method, email: text, mobile: text }).check(z.superRefine((values, ctx) => checkContact(failer(ctx), values, country)));
}

export interface ResetPasswordValues {
  code: string;
  password: string;
  confirmPassword: string;
}

/** The reset: the 6-digit code, a new password by the sign-up rules, typed twice. */
export const resetPasswordSchema = z.object({ code: text, password: text, confirmPassword: text }).check(z.superRefine((values, ctx) => {
  const fail = failer(ctx);
  check(fail, 'code', validateWith(otpSchema(), values.code));
  checkPassword(fail, 'password', values.password);
  if (values.confirmPassword === '') fail('confirmPassword', 'validation.required');
  else if (values.confirmPassword !== values.password) fail('confirmPassword', 'validation.mismatch');
}));

/** A field's error key with the parameters its rule names. `mismatchLabel` is the translated "Passwords". */
export function fieldMessage(field: string, key: string | undefined, extra: { mismatchLabel?: string } = {}): MessageKey | undefined {
  if (!key) return undefined;
  switch (key) {
    case 'validation.password':
      return { key, params: [PASSWORD_MIN_LENGTH] };
    case 'validation.otp':
      return { key, params: [OTP_LENGTH] };
    case 'validation.underage':
      return { key, params: [MIN_AGE] };
    case 'validation.implausibleAge':
      return { key, params: [MAX_AGE] };
    case 'validation.maxLength':
      return { key, params: [field === 'name' ? 100 : 0] };
    case 'validation.mismatch':
      return { key, params: [extra.mismatchLabel ?? ''] };
    default:
      return { key };
  }
}
