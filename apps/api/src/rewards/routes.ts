import { countryByCode } from '@store/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserByLogin } from '../cognito';
import { sellableCountry } from '../catalog/catalog';
import { ApiError } from '../http/errors';
import { ACCOUNT_UNAUTHENTICATED } from '../http/identity';
import { isLoopback } from '../http/securityHeaders';
import { CommonHeadersSchema, CountryCodeSchema, headers } from '../http/validate';
import { signedIn, whoOf } from '../plugins/signedIn';
import { rewardsOf } from './rewards';

const CountryQuery = z.object({ countryCode: CountryCodeSchema }).strict();
const QuoteQuery = z
  .object({
    countryCode: CountryCodeSchema,
    total: z.coerce.number().nonnegative().max(1e9),
    channelId: z.coerce.number().int().positive().max(1e9).optional(),
  })
  .strict();
const DailyBody = z.object({ countryCode: CountryCodeSchema, userId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9#_ .-]+$/) }).strict();
const ClockBody = z.object({ email: z.string().max(254), days: z.number().min(-3650).max(3650) }).strict();

const notSold = () => new ApiError(400, { error: 'BAD_REQUEST', resultCode: 400, resultMessage: 'This store does not sell in that country.' });

/**
 * A signed-in user's rewards, on the Account API (mounted at /account with it): GET /user/rewards (the rewards home),
 * GET /user/rewards/quote (checkout rewards), GET and POST /user/rewards/daily (the daily reward),
 * GET and POST /user/rewards/freebie, GET /user/rewards/savings (Indonesia accounts), GET /rewards/prize-draw (public). Development mode
 * adds POST /dev/rewards/clock, which moves one user's rewards clock (tests of expiry).
 */
export const rewardsPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.store;
  const rewards = rewardsOf(ctx);
  const user = signedIn(ACCOUNT_UNAUTHENTICATED);
  app.addHook('preValidation', async (req) => {
    if (!req.url.includes('/dev/')) headers(req, CommonHeadersSchema);
  });
  const countryOf = (code: string) => {
    const country = sellableCountry(ctx.db, code) ? countryByCode(code) : undefined;
    if (!country) throw notSold();
    return country;
  };

  app.get('/user/rewards', { preValidation: user, schema: { querystring: CountryQuery } }, async (req) => {
    return { resultCode: 0, resultMessage: 'Success', data: rewards.summary(whoOf(req).sub, countryOf(req.query.countryCode)) };
  });

  app.get('/user/rewards/quote', { preValidation: user, schema: { querystring: QuoteQuery } }, async (req) => {
    const country = countryOf(req.query.countryCode);
    const channel = req.query.channelId === undefined ? undefined : ctx.catalog.channel(req.query.channelId, country.code);
    return { resultCode: 0, resultMessage: 'Success', data: rewards.quote(whoOf(req).sub, country, req.query.total, channel) };
  });

  app.get('/user/rewards/daily', { preValidation: user, schema: { querystring: CountryQuery } }, async (req) => {
    countryOf(req.query.countryCode);
    return { resultCode: 0, resultMessage: 'Success', data: rewards.dailyStatus(whoOf(req).sub) };
  });

  app.post('/user/rewards/daily', { preValidation: user, schema: { body: DailyBody } }, async (req) => {
    const who = whoOf(req);
    ctx.limiter.enforce(`daily:${who.sub}`, 10, 60_000);
    const result = rewards.claimDaily(who.sub, req.body.countryCode, req.body.userId);
    return { ...result, data: rewards.dailyStatus(who.sub) };
  });

  app.get('/user/rewards/freebie', { preValidation: user, schema: { querystring: CountryQuery } }, async (req) => {
    countryOf(req.query.countryCode);
    return { resultCode: 0, resultMessage: 'Success', data: rewards.freebieStatus(whoOf(req).sub) };
  });

  app.post('/user/rewards/freebie', { preValidation: user, schema: { body: DailyBody } }, async (req) => {
    const who = whoOf(req);
    ctx.limiter.enforce(`freebie:${who.sub}`, 10, 60_000);
    const result = rewards.claimFreebie(who.sub, req.body.countryCode, req.body.userId);
    return { ...result, data: rewards.freebieStatus(who.sub) };
  });

  // The prize draw's winners are public: the rewards landing page shows them to everybody.
  app.get('/rewards/prize-draw', { schema: { querystring: CountryQuery } }, async (req) => {
    return { resultCode: 0, resultMessage: 'Success', data: rewards.prizeDraw(countryOf(req.query.countryCode).code) };
  });

  app.get('/user/rewards/savings', { preValidation: user, schema: { querystring: CountryQuery } }, async (req) => {
    return { resultCode: 0, resultMessage: 'Success', data: rewards.savings(whoOf(req).sub, countryOf(req.query.countryCode)) };
  });

  app.get('/user/rewards/recommendations', { preValidation: user }, async (req) => {
    return { resultCode: 0, resultMessage: 'Success', data: rewards.recommendations(whoOf(req).sub) };
  });

  app.get('/user/rewards/points', { preValidation: user }, async (req) => {
    return { resultCode: 0, resultMessage: 'Success', data: rewards.points(whoOf(req).sub) };
  });

  app.post('/user/rewards/points/redeem', { preValidation: user, schema: { body: DailyBody } }, async (req) => {
    const who = whoOf(req);
    ctx.limiter.enforce(`points:${who.sub}`, 10, 60_000);
    const result = rewards.redeemPoints(who.sub, req.body.countryCode, req.body.userId);
    return { ...result, data: rewards.points(who.sub) };
  });

  if (ctx.config.devMode) {
    // Development only, from this machine: move one user's rewards clock by some days (the injected clock of the e2e tests).
    app.post('/dev/rewards/clock', { schema: { body: ClockBody } }, async (req) => {
      if (!isLoopback(req.socket.remoteAddress)) throw new ApiError(404, { error: 'NOT_FOUND', resultCode: 404, resultMessage: 'No route POST /dev/rewards/clock' });
      const found = findUserByLogin(ctx.db, req.body.email);
      if (!found) throw new ApiError(404, { error: 'NOT_FOUND', resultCode: 404, resultMessage: 'No such user' });
      rewards.setClockOffset(found.sub, req.body.days * 86_400_000);
      return { resultCode: 0, now: new Date(rewards.now(found.sub)).toISOString() };
    });
  }
};
