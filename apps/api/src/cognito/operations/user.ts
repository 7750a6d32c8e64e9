import { consumeCode } from '../codes';
import { identitiesAttribute } from '../hostedSignIn/identities';
import { deliverCode, type CodeDeliveryDetails } from '../delivery';
import { CognitoError, errors } from '../errors';
import { parseBody, schemas } from '../schemas';
import { authenticateAccessToken } from '../tokens';
import { findHolder, parseAttributeList, softDeleteUser, updateUser, userAttributes, type UserRow, type UsernameType } from '../users';
import type { Db } from '../../db/database';
import type { Operation } from './types';

export const GetUser: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.GetUser, raw);
  const { user } = await authenticateAccessToken(ctx.db, body.AccessToken);
  const identities = identitiesAttribute(ctx.db, user.sub);
  return { Username: user.sub, UserAttributes: [...userAttributes(user), ...(identities ? [{ Name: 'identities', Value: identities }] : [])] };
};

function assertNotHeldByOther(db: Db, type: UsernameType, value: string, sub: string): void {
  if (findHolder(db, type, value, sub)) throw new CognitoError('AliasExistsException', `An account with the given ${type} already exists.`);
}

const PENDING = { email: 'pending_email', phone_number: 'pending_phone_number' } as const;
const PURPOSE = { email: 'verify_email', phone_number: 'verify_phone_number' } as const;

/**
 * Updates attributes. A new email or phone number is kept pending (the current one stays in use, also for
 * sign-in) until VerifyUserAttribute confirms the code sent to it.
 */
export const UpdateUserAttributes: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.UpdateUserAttributes, raw);
  const { user } = await authenticateAccessToken(ctx.db, body.AccessToken);
  const changes = parseAttributeList(body.UserAttributes);
  const deliveries: CodeDeliveryDetails[] = [];
  const pending: Partial<Record<'pending_email' | 'pending_phone_number', string>> = {};
  for (const type of ['email', 'phone_number'] as const) {
    const value = changes[type];
    delete changes[type];
    if (value === undefined || value === null || value === user[type]) continue;
    assertNotHeldByOther(ctx.db, type, value, user.sub);
    pending[PENDING[type]] = value;
  }
  for (const type of ['email', 'phone_number'] as const) {
    const value = pending[PENDING[type]];
    if (value) deliveries.push(deliverCode(ctx, user, PURPOSE[type], type, value));
  }
  updateUser(ctx.db, user.sub, { ...changes, ...pending });
  return { CodeDeliveryDetailsList: deliveries };
};

function verifiableAttribute(name: string): UsernameType {
  if (name !== 'email' && name !== 'phone_number') throw errors.invalidParameter(`Attribute ${name.slice(0, 32)} cannot be verified.`);
  return name;
}

function valueToVerify(user: UserRow, type: UsernameType): string {
  const value = user[PENDING[type]] ?? user[type];
  if (!value) throw errors.invalidParameter(`User has no ${type} to verify.`);
  return value;
}

export const GetUserAttributeVerificationCode: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.GetUserAttributeVerificationCode, raw);
  const { user } = await authenticateAccessToken(ctx.db, body.AccessToken);
  const type = verifiableAttribute(body.AttributeName);
  const value = valueToVerify(user, type);
  return { CodeDeliveryDetails: deliverCode(ctx, user, PURPOSE[type], type, value) };
};

export const VerifyUserAttribute: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.VerifyUserAttribute, raw);
  const { user } = await authenticateAccessToken(ctx.db, body.AccessToken);
  const type = verifiableAttribute(body.AttributeName);
  const value = valueToVerify(user, type);
  assertNotHeldByOther(ctx.db, type, value, user.sub);
  consumeCode(ctx.db, user.sub, PURPOSE[type], body.Code);
  const isUsername = user.username_type === type;
  try {
    updateUser(ctx.db, user.sub, {
      [type]: value,
      [`${type}_verified`]: 1,
      [PENDING[type]]: null,
      ...(isUsername ? { username: value } : {}),
    });
  } catch (err) {
    if ((err as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new CognitoError('AliasExistsException', `An account with the given ${type} already exists.`);
    }
    throw err;
  }
  return {};
};

export const DeleteUser: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.DeleteUser, raw);
  const { user } = await authenticateAccessToken(ctx.db, body.AccessToken);
  softDeleteUser(ctx.db, user);
  return {};
};
