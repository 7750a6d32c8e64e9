import type { FastifyRequest } from 'fastify';
import { verifyIdToken } from '../cognito';
import { identifyPartner } from '../partner/partnerIdentity';
import type { Db } from '../db/database';
import { ApiError } from './errors';

export interface Identity {
  sub: string;
  email?: string;
  /** True only when the ID token says the email was verified (a phone sign-up's email may be anybody's). */
  emailVerified?: boolean;
  phone_number?: string;
  name?: string;
  /** Set for a partner player (a verified partner token): sub is partner:<player id>. */
  partner?: { playerId: string; status: number; country: string };
}

function bearerOf(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || v.length > 8192) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(v);
  return m?.[1];
}

/** The signed-in user of a request (Authorization: Bearer <ID token>, or X-SESSION-KEY), or null. */
/** The token a request identifies its caller with: Authorization: Bearer, else X-SESSION-KEY. */
export function callerTokenOf(req: FastifyRequest): string | undefined {
  return bearerOf(req.headers.authorization) ?? sessionKeyOf(req);
}

export async function identify(db: Db, req: FastifyRequest): Promise<Identity | null> {
  const token = callerTokenOf(req);
  if (!token) return null;
  try {
    const claims = await verifyIdToken(db, token).catch(() => null);
    // Not a user pool token: a partner player's token, when the partner's secret verifies it.
    if (!claims) return req.server?.store ? await identifyPartner(req.server.store, token) : null;
    if (typeof claims.sub !== 'string') return null;
    return { sub: claims.sub, email: claims.email, emailVerified: claims.email_verified === true, phone_number: claims.phone_number, name: claims.name };
  } catch {
    return null;
  }
}

function sessionKeyOf(req: FastifyRequest): string | undefined {
  const v = req.headers['x-session-key'];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length <= 8192 && /^[A-Za-z0-9._-]+$/.test(s) ? s : undefined;
}

/** The Wallet API's answer to a call without a signed-in user. */
export const WALLET_UNAUTHENTICATED = { error: 'UNAUTHORIZED', resultCode: 401, resultMessage: 'The user is not authenticated' };
/** The Account API's: SEC_01, which the client treats as 401. */
export const ACCOUNT_UNAUTHENTICATED = { error: 'UNAUTHORIZED', resultCode: 'SEC_01', resultMessage: 'The user is not authenticated' };

export async function requireUser(db: Db, req: FastifyRequest, body: Record<string, unknown> = WALLET_UNAUTHENTICATED): Promise<Identity> {
  const who = await identify(db, req);
  if (!who) throw new ApiError(401, body);
  return who;
}
