import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { CognitoError, preSignUpFailed } from './errors';
import { findHolder, isRecentlyDeletedUsername, type AttributeColumn, type UsernameType } from './users';

/**
 * What the store's pre-sign-up Lambda would check, with its error codes (spec 8). Each failure is
 * returned as Cognito returns a Lambda error: UserLambdaValidationException "PreSignUp failed with error <CODE>.".
 *
 * - User_Deleted: the email / phone belongs to an account deleted in the last 30 days.
 * - UsernameExistsException (not a Lambda error): another account signed up with this email / phone.
 * - VERIFIED_USER_EXISTS: the email is the verified email of another account (which signed up by phone).
 * - Number_Already_Used: the phone number is the verified phone of another account (which signed up by email).
 * - Phone_Number_Exists: an email sign-up gives a phone_number already used (verified) by another account,
 *   the number wallets are tied to.
 * - CPF_*: sign-ups for Brazil (custom:country_code br) need a CPF (ClientMetadata cpf, or ValidationData cpf)
 *   with name and custom:birth_date (CPF_DETAILS_MISSING), valid: 11 digits with right check digits
 *   (CPF_INVALID_DATA), not used by another account (CPF_ALREADY_USED); CPF_PROCESS_FAILED if recording it fails.
 */
export interface SignUpCandidate {
  usernameType: UsernameType;
  username: string;
  attributes: Partial<Record<AttributeColumn, string | null>>;
  cpf: string | undefined;
}

export function checkSignUp(db: Db, c: SignUpCandidate): { cpfHash?: string } {
  if (isRecentlyDeletedUsername(db, c.username)) throw preSignUpFailed('User_Deleted');

  const holder = findHolder(db, c.usernameType, c.username);
  if (holder?.asUsername) {
    throw new CognitoError('UsernameExistsException', `An account with the given ${c.usernameType} already exists.`);
  }
  if (holder) throw preSignUpFailed(c.usernameType === 'email' ? 'VERIFIED_USER_EXISTS' : 'Number_Already_Used');

  const otherPhone = c.usernameType === 'email' ? c.attributes.phone_number : null;
  if (otherPhone && findHolder(db, 'phone_number', otherPhone)) throw preSignUpFailed('Phone_Number_Exists');
  const otherEmail = c.usernameType === 'phone_number' ? c.attributes.email : null;
  if (otherEmail && findHolder(db, 'email', otherEmail)) throw preSignUpFailed('VERIFIED_USER_EXISTS');

  if ((c.attributes.country_code ?? '').toLowerCase() !== 'br') return {};
  // The CPF check needs the number with the holder's name and birth date.
  if (!c.cpf || c.cpf.trim() === '' || !c.attributes.name || !c.attributes.birth_date) throw preSignUpFailed('CPF_DETAILS_MISSING');
  const digits = c.cpf.replace(/[.\-\s]/g, '');
  if (!isValidCpf(digits)) throw preSignUpFailed('CPF_INVALID_DATA');
  const cpfHash = hashCpf(digits);
  if (db.prepare('SELECT 1 FROM cognito_cpf WHERE cpf_hash = ?').get(cpfHash)) throw preSignUpFailed('CPF_ALREADY_USED');
  return { cpfHash };
}

export function hashCpf(digits: string): string {
  return createHash('sha256').update(`cpf:${digits}`).digest('hex');
}

/** A Brazilian CPF: 11 digits, not all equal, with both check digits right. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const n = [...digits].map(Number);
  const check = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (n[i] as number) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === n[9] && check(10) === n[10];
}

/** Records the CPF of a new account: CPF_ALREADY_USED if a concurrent sign-up won, else CPF_PROCESS_FAILED when it fails. */
export function recordCpf(db: Db, cpfHash: string, sub: string): void {
  try {
    db.prepare('INSERT INTO cognito_cpf (cpf_hash, sub) VALUES (?, ?)').run(cpfHash, sub);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw preSignUpFailed(code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ? 'CPF_ALREADY_USED' : 'CPF_PROCESS_FAILED');
  }
}
