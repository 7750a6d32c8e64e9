import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { CognitoError } from './errors';
import { isCommonPassword } from './commonPasswords';

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 64, saltLength: 16 };

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

let dummy: Promise<string> | undefined;
/** A hash of nothing anybody knows: unknown users cost the same work as known ones. */
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(randomBytes(16).toString('hex')));
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Throws InvalidPasswordException (Cognito's wording) unless the password meets the policy. */
export function assertPasswordPolicy(raw: string): void {
  // Checked in the form it is hashed in (NFKC): a full-width digit is a digit.
  const password = raw.normalize('NFKC');
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password is too long');
  }
  if (!/\d/.test(password)) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password must have numeric characters');
  }
  if (/^\s|\s$/.test(password)) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password must not start or end with whitespace');
  }
  if (isCommonPassword(password)) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password is too common');
  }
}
