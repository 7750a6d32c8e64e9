import type { FastifyPluginAsync } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule, execute, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { depthAndAliasLimit } from './limits';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { identify, type Identity } from '../http/identity';
import { body, headers } from '../http/validate';
import { createRoot, type GraphqlContext } from './resolvers';
import { schema } from './schema';

/** Section 7 GraphQL headers; validated so garbage is a 400, never reaches a resolver. */
const GraphqlHeaders = z
  .object({
    path: z.string().max(2048).optional(),
    'x-xsrf-token': z.string().max(512).optional(),
    'x-expt-token': z.string().max(4096).optional(),
    'x-expt-context': z.string().max(4096).optional(),
    'x-whitelabel-id': z.string().regex(/^\d{1,7}$/).optional(),
    'x-session-country2name': z.string().regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/).optional(),
  })
  .loose();

const RequestSchema = z
  .object({
    query: z.string().min(1).max(20_000),
    variables: z.record(z.string(), z.unknown()).nullish(),
    operationName: z.string().max(100).regex(/^[_A-Za-z][_0-9A-Za-z]*$/).nullish(),
    extensions: z.record(z.string(), z.unknown()).nullish(),
  })
  .strict();

/** Parsed and validated documents by query text (the storefront sends a handful of fixed queries). */
const MAX_CACHED = 500;

/** POST /graphql: GraphQL over HTTP. Syntax/validation/bad-variable errors and invalid arguments are 400. */
export const graphqlPlugin: FastifyPluginAsync = async (app) => {
  const { store: ctx, orders, wallets, gifts } = app;
  const root = createRoot(ctx, orders, wallets, gifts);
  const cache = new Map<string, DocumentNode>();
  // Production answers no introspection; every mode limits depth and aliases.
  const rules = [...specifiedRules, depthAndAliasLimit, ...(ctx.config.production ? [NoSchemaIntrospectionCustomRule] : [])];

  const document = (query: string): DocumentNode | readonly GraphQLError[] => {
    const hit = cache.get(query);
    if (hit) return hit;
    let doc: DocumentNode;
    try {
      doc = parse(query, { maxTokens: 2000 });
    } catch (e) {
      return [e instanceof GraphQLError ? e : new GraphQLError('Syntax error')];
    }
    const errors = validate(schema, doc, rules);
    if (errors.length) return errors;
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(query, doc);
    return doc;
  };

  app.post('/graphql', async (req, reply) => {
    headers(req, GraphqlHeaders);
    await ctx.signed.check(req);
    const input = body(req, RequestSchema);
    const doc = document(input.query);
    if (!('kind' in doc)) {
      reply.status(400);
      return { errors: doc.slice(0, 10).map((e) => ({ message: e.message, locations: e.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) };
    }
    let identity: Promise<Identity | null> | undefined;
    const gctx: GraphqlContext = { req, who: () => (identity ??= identify(ctx.db, req)) };
    const result = await execute({
      schema,
      document: doc,
      rootValue: root,
      contextValue: gctx,
      variableValues: input.variables ?? undefined,
      operationName: input.operationName ?? undefined,
    });
    if (result.errors?.length) {
      // A thrown ApiError (bad argument 400, no sign-in 401, CSRF 403, rate limit 429) sets the HTTP status.
      const api = result.errors.map((e) => e.originalError).find((e): e is ApiError => e instanceof ApiError);
      const unexpected = result.errors.find(
        (e) => e.path !== undefined && e.originalError && !(e.originalError instanceof ApiError) && !(e.originalError instanceof GraphQLError),
      );
      if (unexpected && !api) {
        req.log.error({ err: unexpected.originalError }, 'graphql resolver error');
        reply.status(500);
        return { errors: [{ message: 'Internal error.', extensions: { code: 'INTERNAL' } }] };
      }
      reply.status(api ? api.statusCode : 400);
      return {
        data: api ? null : (result.data ?? null),
        errors: result.errors.slice(0, 10).map((e) => {
          const o = e.originalError;
          return o instanceof ApiError
            ? { message: String(o.body.resultMessage ?? o.message), path: e.path, extensions: { code: o.body.error, ...o.body } }
            : { message: e.message, locations: e.locations, path: e.path, extensions: { code: 'BAD_USER_INPUT' } };
        }),
      };
    }
    return result;
  });
};
