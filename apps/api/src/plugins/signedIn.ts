import type { FastifyRequest } from 'fastify';
import { requireUser, WALLET_UNAUTHENTICATED, type Identity } from '../http/identity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a route with the signedIn hook (set before the body is validated). */
    who: Identity | null;
  }
}

/** A preValidation hook: signed-in routes answer 401 (with the API's own body) before their input is looked at. */
export function signedIn(unauthenticated: Record<string, unknown> = WALLET_UNAUTHENTICATED) {
  return async (req: FastifyRequest): Promise<void> => {
    req.who = await requireUser(req.server.store.db, req, unauthenticated);
  };
}

/** The user the signedIn hook found. */
export function whoOf(req: FastifyRequest): Identity {
  if (!req.who) throw new Error('the signedIn hook is missing on this route');
  return req.who;
}
