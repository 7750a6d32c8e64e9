import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryByCode, missingPartnerLoginField, PartnerPlayerStatus, PARTNER_UPCOMING_COUNTRIES, PartnerSignInError } from '@store/shared/domain';
import { z } from 'zod';
import { MINUTE } from '../http/rateLimit';
import { nowIso } from '../http/ids';
import { sha256 } from '../http/secrets';
import { CommonHeadersSchema, headers } from '../http/validate';
import { callerTokenOf, WALLET_UNAUTHENTICATED } from '../http/identity';
import { verifyPartnerToken } from './partnerToken';

const PreRegistrationQuery = z.object({ gameSlug: z.string().min(1).max(80).regex(/^[a-z0-9-]+$/) }).strict();

/** Section 8's "account not found for pre-registration": the partner has no pre-registration of this player for the game. */
export const PRE_REGISTRATION_NOT_FOUND = {
  resultCode: 'PRE_REGISTRATION_ACCOUNT_NOT_FOUND',
  resultMessage: 'Account not found for pre-registration.',
} as const;

const AuthorizeBody = z
  .object({
    name: z.string().max(64).optional(),
    id: z.union([z.string().max(64), z.number().int().nonnegative()]).optional(),
    status: z.number().int().min(-1).max(10).optional(),
    country: z.string().max(8).optional(),
    accessToken: z.string().max(4096).optional(),
    accountRegion: z.string().max(64).optional(),
    accountRegionCode: z.string().max(16).optional(),
  })
  .strict();

/**
 * POST /wallet/user/authorize (section 7): a partner player signs in to the store. The player's token must be
 * one the partner signed (API_PARTNER_TOKEN_SECRET), unexpired, and for the player named in the body; the
 * status and country checked are the token's, not the body's. Only then is the player stored (the token as a
 * hash). resultCode '0' ok; BANNED, PLAYER_NOT_LINKED, UNSUPPORTED_COUNTRY (section 8); '400' a missing field;
 * '401' a token the partner did not sign.
 */
export const partnerAuthorizePlugin: FastifyPluginAsyncZod = async (app) => {
  const { db, limiter, config } = app.store;
  app.addHook('preValidation', async (req) => {
    headers(req, CommonHeadersSchema);
  });

  app.post('/user/authorize', { schema: { body: AuthorizeBody } }, async (req, reply) => {
    const input = req.body;
    limiter.enforce(`authorize:${req.ip}`, 20, MINUTE);
    const missing = missingPartnerLoginField(input);
    if (missing) {
      reply.status(400);
      return { resultCode: '400', resultMessage: `Missing required account information ${missing}.` };
    }
    const claims = await verifyPartnerToken(input.accessToken ?? '', config);
    if (!claims || claims.playerId !== String(input.id)) {
      reply.status(401);
      return { resultCode: '401', resultMessage: 'The partner sign-in could not be verified. Please sign in again.' };
    }
    if (claims.status === PartnerPlayerStatus.Banned) return { resultCode: PartnerSignInError.Banned, resultMessage: 'This account is banned and cannot log in.' };
    if (claims.status === PartnerPlayerStatus.NotLinked) return { resultCode: PartnerSignInError.PlayerNotLinked, resultMessage: 'Player not linked.' };
    const country = countryByCode(claims.country);
    // One list of the partner store's countries: upcoming ones (readings 11: Bangladesh) are not supported yet.
    if (!country || (PARTNER_UPCOMING_COUNTRIES as readonly string[]).includes(country.code)) {
      return { resultCode: PartnerSignInError.UnsupportedCountry, resultMessage: 'Unsupported country.' };
    }
    db.prepare(
      `INSERT INTO partner_players (player_id, name, status, country, account_region, account_region_code, access_token_hash, authorized_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id) DO UPDATE SET name = excluded.name, status = excluded.status,
       country = excluded.country, account_region = excluded.account_region, account_region_code = excluded.account_region_code,
       access_token_hash = excluded.access_token_hash, authorized_at = excluded.authorized_at`,
    ).run(claims.playerId, input.name ?? '', claims.status, country.code, input.accountRegion ?? '', input.accountRegionCode ?? '', sha256(input.accessToken ?? ''), nowIso());
    return { resultCode: '0', resultMessage: 'Success' };
  });

  /**
   * GET /wallet/user/pre-registration?gameSlug= (the player card of a game in pre-registration): the signed-in partner
   * player's pre-registration, or 404 PRE_REGISTRATION_ACCOUNT_NOT_FOUND. Only a token the partner signed counts.
   */
  app.get('/user/pre-registration', { schema: { querystring: PreRegistrationQuery } }, async (req, reply) => {
    const claims = await verifyPartnerToken(callerTokenOf(req) ?? '', config);
    if (!claims) {
      reply.status(401);
      return WALLET_UNAUTHENTICATED;
    }
    limiter.enforce(`pre-registration:${claims.playerId}`, 60, MINUTE);
    const row = db
      .prepare('SELECT registered_at FROM partner_pre_registrations WHERE player_id = ? AND game_slug = ?')
      .get(claims.playerId, req.query.gameSlug) as { registered_at: string } | undefined;
    if (!row) {
      reply.status(404);
      return PRE_REGISTRATION_NOT_FOUND;
    }
    return { resultCode: 0, resultMessage: 'Success', data: { playerId: claims.playerId, gameSlug: req.query.gameSlug, registeredAt: row.registered_at } };
  });
};
