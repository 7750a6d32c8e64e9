import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nowIso } from '../http/ids';
import { MINUTE } from '../http/rateLimit';

/** A page view as the shell sends it (apps/shell/src/tracking/pageView.ts, PageViewEvent). */
export const PageViewSchema = z
  .object({
    event: z.literal('page_view'),
    route: z.string().min(1).max(64).regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a route name'),
    path: z.string().min(1).max(2048).regex(/^\/[^\s]*$/, 'a path'),
    country: z.string().max(8).regex(/^[A-Za-z-]*$/),
    language: z.string().max(16).regex(/^[A-Za-z_-]*$/),
    deviceId: z.string().min(1).max(128).regex(/^[A-Za-z0-9._:-]+$/),
    timestamp: z.number().int().positive().max(8.64e15),
  })
  .strict();
export type PageView = z.infer<typeof PageViewSchema>;

/** A partner sign-in error (section 8: recorded to tracking), as the shell sends it (apps/shell/src/partner). */
export const PartnerSignInErrorEventSchema = z
  .object({
    event: z.literal('partner_sign_in_error'),
    errorType: z.enum(['BANNED', 'PLAYER_NOT_LINKED', 'UNKNOWN', 'UNSUPPORTED_COUNTRY', 'SDK_UNAVAILABLE']),
    country: z.string().max(8).regex(/^[A-Za-z-]*$/),
    deviceId: z.string().min(1).max(128).regex(/^[A-Za-z0-9._:-]+$/),
    timestamp: z.number().int().positive().max(8.64e15),
  })
  .strict();

const TrackingEventSchema = z.discriminatedUnion('event', [PageViewSchema, PartnerSignInErrorEventSchema]);

/** Page views per client address per minute: a person browsing, not a flood. */
const PAGE_VIEWS_PER_MINUTE = 120;

/** POST /shop/tracking: stores a page view or a partner sign-in error (tracking_events) and answers 204. */
export const trackingPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db, limiter } = app.store;
  const insert = db.prepare('INSERT INTO tracking_events (event, payload, client_ip, received_at) VALUES (?, ?, ?, ?)');
  app.post('/tracking', {
    schema: { body: TrackingEventSchema },
    // Counted before the body is looked at: a flood of junk is throttled too.
    preValidation: async (req) => limiter.enforceClient(`tracking:${req.ip}`, PAGE_VIEWS_PER_MINUTE, MINUTE),
  }, async (req, reply) => {
    insert.run(req.body.event, JSON.stringify(req.body), req.ip, nowIso());
    return reply.code(204).send();
  });
};
