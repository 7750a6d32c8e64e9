import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { callerTokenOf } from '../http/identity';
import { body, headers } from '../http/validate';
import { isStalePartnerToken, PARTNER_SESSION_EXPIRED } from '../partner/partnerIdentity';
import { createStoreYoga } from './yoga';

/** Section 7 GraphQL headers; validated so garbage is a 400, never reaches a resolver. */
const GraphqlHeaders = z
  .object({
    // Yoga builds a URL from the Host header: one that makes no URL is a bad request, not a server error.
    host: z
      .string()
      .refine((h) => URL.canParse(`http://${h}/`), 'a host name')
      .optional(),
    path: z.string().max(2048).optional(),
    'x-xsrf-token': z.string().max(512).optional(),
    'x-expt-token': z.string().max(4096).optional(),
    'x-expt-context': z.string().max(4096).optional(),
    'x-whitelabel-id': z.string().regex(/^\d{1,7}$/).optional(),
    'x-session-country2name': z.string().regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/).optional(),
  })
  .loose();

/** The body the storefront sends: one operation as JSON (no batches, no extra keys). */
const RequestSchema = z
  .object({
    query: z.string().min(1).max(20_000),
    variables: z.record(z.string(), z.unknown()).nullish(),
    operationName: z.string().max(100).regex(/^[_A-Za-z][_0-9A-Za-z]*$/).nullish(),
    extensions: z.record(z.string(), z.unknown()).nullish(),
  })
  .strict();

/**
 * POST /graphql: GraphQL Yoga (src/graphql/yoga.ts) behind a fastify route, as yoga documents for fastify. Before
 * yoga sees a request, fastify checks, in this order, the headers (400), the signed-request header (401, when
 * configured), the body (400 with the API's bad-request body) and the partner token (401 when it is the partner's
 * but expired or not signed by them: section 7, "a 401 logs out the partner account"). Parse, validation and execution errors are 400;
 * a resolver's ApiError sets its status. GET is not served.
 */
export const graphqlPlugin: FastifyPluginAsync = async (app) => {
  const { store: ctx, orders, wallets, gifts } = app;
  const yoga = createStoreYoga({ ctx, orders, wallets, gifts }, app.log);
  app.addHook('onClose', async () => {
    await yoga.dispose();
  });

  app.route({
    method: 'POST',
    url: yoga.graphqlEndpoint,
    preValidation: async (req) => {
      headers(req, GraphqlHeaders);
      await ctx.signed.check(req);
      body(req, RequestSchema);
      if (await isStalePartnerToken(ctx.config, callerTokenOf(req))) throw new ApiError(401, { ...PARTNER_SESSION_EXPIRED });
    },
    handler: async (req, reply) => {
      // Yoga reads the body fastify parsed; its answer is a fetch Response: status, headers and a JSON text.
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      return reply.send(await response.text());
    },
  });
};
