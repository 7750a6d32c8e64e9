import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW } from '../constants';
import { clearEvents, countEvents, recordEvent } from '../codes';
import { CognitoError, errors } from '../errors';
import { verifyPassword } from '../passwords';
import { parseBody, schemas } from '../schemas';
import { authenticateAccessToken, refreshSession, revokeAllSessions, revokeRefreshToken, startSession, type AuthenticationResult } from '../tokens';
import { findUserByLogin, type UserRow } from '../users';
import type { Db } from '../../db/database';
import type { Operation } from './types';

const FAILED = 'password_failed';

/**
 * Checks a user's password with the lockout rule: after SIGN_IN_FAILURE_LIMIT failures in the window,
 * LimitExceededException until the window passes. A success clears the failures.
 */
export async function checkPassword(db: Db, user: UserRow, password: string): Promise<void> {
  if (countEvents(db, FAILED, user.sub, SIGN_IN_FAILURE_WINDOW) >= SIGN_IN_FAILURE_LIMIT) throw errors.tooManyFailedAttempts();
  if (!(await verifyPassword(password, user.password_hash))) {
    recordEvent(db, FAILED, user.sub);
    throw errors.incorrectCredentials();
  }
  clearEvents(db, FAILED, user.sub);
}

export function clearPasswordFailures(db: Db, sub: string): void {
  clearEvents(db, FAILED, sub);
}

function findForSignIn(db: Db, username: string): UserRow {
  let user: UserRow | undefined;
  try {
    user = findUserByLogin(db, username);
  } catch (err) {
    // A malformed username names nobody.
    if (err instanceof CognitoError && err.type === 'InvalidParameterException') throw errors.userNotFound();
    throw err;
  }
  if (!user) throw errors.userNotFound();
  return user;
}

/** USER_PASSWORD_AUTH: the password is checked first, then whether the account is confirmed. */
export async function passwordSignIn(db: Db, username: string, password: string): Promise<AuthenticationResult> {
  const user = findForSignIn(db, username);
  await checkPassword(db, user, password);
  if (user.status !== 'CONFIRMED') throw errors.userNotConfirmed();
  return startSession(db, user);
}

function requiredParameter(params: Record<string, string> | undefined, name: string): string {
  const value = params?.[name];
  if (value === undefined || value === '') throw errors.invalidParameter(`Missing required parameter ${name}`);
  return value;
}

export const InitiateAuth: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.InitiateAuth, raw);
  const params = body.AuthParameters;
  switch (body.AuthFlow) {
    case 'USER_PASSWORD_AUTH': {
      const result = await passwordSignIn(ctx.db, requiredParameter(params, 'USERNAME'), requiredParameter(params, 'PASSWORD'));
      return { ChallengeParameters: {}, AuthenticationResult: result };
    }
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const result = await refreshSession(ctx.db, requiredParameter(params, 'REFRESH_TOKEN'));
      return { ChallengeParameters: {}, AuthenticationResult: result };
    }
    default:
      throw errors.invalidParameter(`${body.AuthFlow.slice(0, 64)} flow not enabled for this client`);
  }
};

export const GetTokensFromRefreshToken: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.GetTokensFromRefreshToken, raw);
  return { AuthenticationResult: await refreshSession(ctx.db, body.RefreshToken) };
};

export const GlobalSignOut: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.GlobalSignOut, raw);
  const { user } = await authenticateAccessToken(ctx.db, body.AccessToken);
  revokeAllSessions(ctx.db, user.sub);
  return {};
};

export const RevokeToken: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.RevokeToken, raw);
  revokeRefreshToken(ctx.db, body.Token);
  return {};
};
