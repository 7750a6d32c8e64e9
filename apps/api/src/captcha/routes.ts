import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MINUTE, RateLimiter } from '../http/rateLimit';
import { CAPTCHA_ACTIONS, type CaptchaSimulator } from './captcha';

export interface CaptchaRoutesOptions {
  captcha: CaptchaSimulator;
  limiter: RateLimiter;
}

const ExecuteBody = z.object({ action: z.enum(CAPTCHA_ACTIONS) }).strict();

/** POST /captcha/simulator/execute {action}: the simulated provider's invisible challenge, passed (a token). */
export const captchaRoutes: FastifyPluginAsync<CaptchaRoutesOptions> = async (app, { captcha, limiter }) => {
  app.post('/captcha/simulator/execute', { schema: { body: ExecuteBody } }, async (req, reply) => {
    limiter.enforceClient(`captcha:${req.ip}`, 30, MINUTE);
    const { action } = req.body as z.infer<typeof ExecuteBody>;
    return reply.header('cache-control', 'no-store').send({ success: true, token: captcha.issue(action) });
  });
};
