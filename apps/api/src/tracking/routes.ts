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

/** Page views per client address per minute: a person browsing, not a flood. */
const PAGE_VIEWS_PER_MINUTE = 120;

/** POST /shop/tracking: stores a page view (tracking_events) and answers 204. */
export const trackingPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db, limiter } = app.store;
  const insert = db.prepare('INSERT INTO tracking_events (event, payload, client_ip, received_at) VALUES (?, ?, ?, ?)');
  app.post('/tracking', {
    schema: { body: PageViewSchema },
    // Counted before the body is looked at: a flood of junk is throttled too.
    preValidation: async (req) => limiter.enforceClient(`tracking:${req.ip}`, PAGE_VIEWS_PER_MINUTE, MINUTE),
  }, async (req, reply) => {
    insert.run(req.body.event, JSON.stringify(req.body), req.ip, nowIso());
    return reply.code(204).send();
  });
};
