import { SIGN_IN_BASE_DELAY, SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW, SIGN_IN_MAX_DELAY, SIGN_IN_USER_FAILURE_LIMIT, nowSeconds } from '../constants';
import { clearEvents, recordEvent } from '../codes';
import { CognitoError, errors } from '../errors';
import { dummyHash, verifyPassword } from '../passwords';
import { parseBody, schemas } from '../schemas';
import { authenticateAccessToken, refreshSession, revokeAllSessions, revokeRefreshToken, startSession, type AuthenticationResult } from '../tokens';
import { findUserByLogin, type UserRow } from '../users';
import type { Db } from '../../db/database';
import type { Operation } from './types';

const FAILED_USER = 'password_failed';
const FAILED_PAIR = 'password_failed_ip';

/** Failures of a key within the window, and when the last one was counted. */
function failures(db: Db, kind: string, key: string): { n: number; last: number } {
  return db
    .prepare('SELECT COUNT(*) AS n, COALESCE(MAX(at), 0) AS last FROM cognito_events WHERE kind = ? AND key = ? AND at > ?')
    .get(kind, key, nowSeconds() - SIGN_IN_FAILURE_WINDOW) as { n: number; last: number };
}

/** Over the limit, each further attempt waits twice as long after the last failure (as Cognito does), up to the cap. */
function delayed({ n, last }: { n: number; last: number }, limit: number, now = nowSeconds()): boolean {
  if (n < limit) return false;
  return now < last + Math.min(SIGN_IN_BASE_DELAY * 2 ** (n - limit), SIGN_IN_MAX_DELAY);
}

/**
 * Checks a user's password. The failure is counted (atomically, in one synchronous transaction) before the
 * password hash runs, so concurrent guesses cannot get past the limit; a success takes the counts back.
 * Over SIGN_IN_FAILURE_LIMIT failures from one address (or SIGN_IN_USER_FAILURE_LIMIT from all addresses)
 * the account answers LimitExceededException for a progressively longer delay, never for good. A password reset
 * (ConfirmForgotPassword) clears every count.
 */
export async function checkPassword(db: Db, user: UserRow, password: string, ip = 'unknown'): Promise<void> {
  const pair = `${user.sub}|${ip}`;
  const reserved = db.transaction(() => {
    if (delayed(failures(db, FAILED_PAIR, pair), SIGN_IN_FAILURE_LIMIT) || delayed(failures(db, FAILED_USER, user.sub), SIGN_IN_USER_FAILURE_LIMIT)) {
      return false;
    }
    recordEvent(db, FAILED_PAIR, pair);
    recordEvent(db, FAILED_USER, user.sub);
    return true;
  })();
  if (!reserved) throw errors.tooManyFailedAttempts();
  if (!(await verifyPassword(password, user.password_hash))) throw errors.incorrectCredentials();
  // The right password takes back this address's count only: a guess that happens to succeed after a burst from
  // elsewhere does not reset the account-wide count for everyone.
  db.prepare('DELETE FROM cognito_events WHERE kind = ? AND key = ?').run(FAILED_PAIR, pair);
  db.prepare('DELETE FROM cognito_events WHERE rowid = (SELECT MAX(rowid) FROM cognito_events WHERE kind = ? AND key = ?)').run(FAILED_USER, user.sub);
}

export function clearPasswordFailures(db: Db, sub: string): void {
  clearEvents(db, FAILED_USER, sub);
  db.prepare('DELETE FROM cognito_events WHERE kind = ? AND key LIKE ?').run(FAILED_PAIR, `${sub}|%`);
}

/** An unknown username costs the same password work and answers the same error as a wrong password. */
async function unknownUser(password: string): Promise<never> {
  await verifyPassword(password, await dummyHash());
  throw errors.incorrectCredentials();
}

function findForSignIn(db: Db, username: string): UserRow | undefined {
  try {
    return findUserByLogin(db, username);
  } catch (err) {
    // A malformed username names nobody.
    if (err instanceof CognitoError && err.type === 'InvalidParameterException') return undefined;
    throw err;
  }
}

/** USER_PASSWORD_AUTH: the password is checked first, then whether the account is confirmed. */
export async function passwordSignIn(db: Db, username: string, password: string, ip?: string): Promise<AuthenticationResult> {
  const user = findForSignIn(db, username);
  if (!user) return unknownUser(password);
  await checkPassword(db, user, password, ip);
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
      const result = await passwordSignIn(ctx.db, requiredParameter(params, 'USERNAME'), requiredParameter(params, 'PASSWORD'), ctx.ip);
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
