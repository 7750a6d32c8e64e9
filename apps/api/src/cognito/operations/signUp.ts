import { EMAIL_LINK_TTL } from '../constants';
import { consumeCode } from '../codes';
import { deliverCode } from '../delivery';
import { CognitoError, errors, preSignUpFailed } from '../errors';
import { assertPasswordPolicy, hashPassword } from '../passwords';
import { checkSignUp, recordCpf } from '../preSignUp';
import { parseBody, schemas } from '../schemas';
import { findHolder, findUserByLogin, insertUser, parseAttributeList, parseLogin, updateUser, type UserRow, type UsernameType } from '../users';
import type { Operation, OperationContext } from './types';

function signUpUsername(raw: string): { type: UsernameType; value: string } {
  const login = parseLogin(raw);
  if (login.type === 'sub') throw errors.invalidParameter('Username should be either an email or a phone number.');
  return { type: login.type, value: login.value };
}

/** The CPF of a Brazilian sign-up: ClientMetadata.cpf (or cpfNumber), else ValidationData cpf. */
function cpfOf(body: { ClientMetadata?: Record<string, string> | undefined; ValidationData?: Array<{ Name: string; Value?: string | undefined }> | undefined }): string | undefined {
  return body.ClientMetadata?.cpf ?? body.ClientMetadata?.cpfNumber ?? body.ValidationData?.find((v) => v.Name === 'cpf')?.Value;
}

/** The invisible captcha's token: ValidationData captchaToken (what the pre-sign-up function reads), else ClientMetadata. */
function captchaTokenOf(body: { ClientMetadata?: Record<string, string> | undefined; ValidationData?: Array<{ Name: string; Value?: string | undefined }> | undefined }): string | undefined {
  return body.ValidationData?.find((v) => v.Name === 'captchaToken')?.Value ?? body.ClientMetadata?.captchaToken;
}

/** An unconfirmed account whose confirmation link has expired no longer holds its username. */
function dropStaleUnconfirmed(ctx: OperationContext, username: string): void {
  const cutoff = new Date(Date.now() - EMAIL_LINK_TTL * 1000).toISOString();
  ctx.db.prepare("DELETE FROM users WHERE username = ? AND status = 'UNCONFIRMED' AND created_at < ?").run(username, cutoff);
}

export const SignUp: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.SignUp, raw);
  const login = signUpUsername(body.Username);
  assertPasswordPolicy(body.Password);
  const attributes = parseAttributeList(body.UserAttributes ?? []);
  const given = attributes[login.type];
  if (given !== undefined && given !== login.value) {
    throw errors.invalidParameter(`The ${login.type} attribute must match the username.`);
  }
  delete attributes[login.type];
  // The captcha is the pre-sign-up function's first check: a sign-up without a passed challenge creates nothing.
  if (!ctx.captcha.verify(captchaTokenOf(body), 'signup')) throw preSignUpFailed('CAPTCHA_FAILED');
  dropStaleUnconfirmed(ctx, login.value);
  const candidate = { usernameType: login.type, username: login.value, attributes, cpf: cpfOf(body) };
  checkSignUp(ctx.db, candidate);
  const passwordHash = await hashPassword(body.Password);

  let user: UserRow;
  try {
    user = ctx.db.transaction(() => {
      // Checked again inside the transaction: the password hash took time.
      const { cpfHash } = checkSignUp(ctx.db, candidate);
      const created = insertUser(ctx.db, { username: login.value, usernameType: login.type, passwordHash, status: 'UNCONFIRMED', attributes });
      if (cpfHash) recordCpf(ctx.db, cpfHash, created.sub);
      return created;
    })();
  } catch (err) {
    if ((err as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new CognitoError('UsernameExistsException', `An account with the given ${login.type} already exists.`);
    }
    throw err;
  }
  const delivery = deliverCode(ctx, user, 'signup', login.type, login.value);
  return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: delivery };
};

/** Confirms a sign-up with its code (also what the emailed link does). */
export function confirmUser(ctx: OperationContext, user: UserRow, code: string, forceAliasCreation = false): void {
  if (user.status === 'CONFIRMED') {
    throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  }
  consumeCode(ctx.db, user.sub, 'signup', code);
  const type = user.username_type;
  const username = user.username as string;
  ctx.db.transaction(() => {
    const holder = findHolder(ctx.db, type, username, user.sub);
    if (holder && !forceAliasCreation) throw new CognitoError('AliasExistsException', `An account with the given ${type} already exists.`);
    if (holder) updateUser(ctx.db, holder.user.sub, type === 'email' ? { email_verified: 0 } : { phone_number_verified: 0 });
    updateUser(ctx.db, user.sub, type === 'email' ? { status: 'CONFIRMED', email_verified: 1 } : { status: 'CONFIRMED', phone_number_verified: 1 });
  })();
}

export const ConfirmSignUp: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.ConfirmSignUp, raw);
  const user = findUserByLogin(ctx.db, body.Username);
  if (!user) throw errors.userNotFound();
  confirmUser(ctx, user, body.ConfirmationCode, body.ForceAliasCreation);
  return {};
};

export const ResendConfirmationCode: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.ResendConfirmationCode, raw);
  const user = findUserByLogin(ctx.db, body.Username);
  if (!user) throw errors.userNotFound();
  if (user.status === 'CONFIRMED') throw errors.invalidParameter('User is already confirmed.');
  const delivery = deliverCode(ctx, user, 'signup', user.username_type, user.username as string);
  return { CodeDeliveryDetails: delivery };
};
