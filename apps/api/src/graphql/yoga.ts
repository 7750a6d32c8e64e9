import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule, parse, type ExecutionResult } from 'graphql';
import { createSchema, createYoga, isAsyncIterable, processRegularResult, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { StoreContext } from '../context';
import { ApiError } from '../http/errors';
import { identify, type Identity } from '../http/identity';
import type { Gifts } from '../orders/gifts';
import type { Orders } from '../orders/orders';
import type { Wallets } from '../wallet/wallet';
import { depthAndAliasLimit } from './limits';
import { createResolvers, type GraphqlContext } from './resolvers';
import { typeDefs } from './schema';

/** What the fastify route hands yoga with each request (yoga's documented fastify integration). */
export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What yoga adds to the context of each request (the resolvers' GraphqlContext is this plus `req`). */
type UserContext = Pick<GraphqlContext, 'who'>;

/** Most tokens a document may have; the storefront's largest is a few hundred. */
export const MAX_TOKENS = 2000;
/** Most errors one answer lists. */
const MAX_ERRORS = 10;

/** An answer as the storefront reads it: plain error objects, so their keys and order are the wire format. */
export interface Answer {
  data?: unknown;
  errors?: readonly Record<string, unknown>[];
  /** Yoga takes the HTTP status from `extensions.http.status` and leaves `http` out of the body. */
  extensions?: { http: { status: number } };
}

const withStatus = (status: number, body: Omit<Answer, 'extensions'>): Answer => ({ ...body, extensions: { http: { status } } });

const INTERNAL = (): Answer => withStatus(500, { errors: [{ message: 'Internal error.', extensions: { code: 'INTERNAL' } }] });

/** A GraphQL error of the document or the request itself, not a resolver's or the server's failure. */
const isPlainGraphqlError = (e: GraphQLError) => e instanceof GraphQLError && (e.originalError == null || e.originalError instanceof GraphQLError);

/**
 * The store's answers, as the storefront reads them (the same bytes as the hand-written handler it replaced):
 * - a document that does not parse or validate (depth, aliases, introspection in production), or whose operation
 *   yoga cannot choose (checked while parsing): 400
 *   `{ errors: [{ message, locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }`;
 * - a resolver's ApiError (bad argument 400, no sign-in 401, CSRF 403, rate limit 429) sets the status, `data` is
 *   null and the error carries the API's body in `extensions` (`code` = its `error`);
 * - other execution errors (variables that do not fit their types) are 400 `BAD_USER_INPUT` beside the data;
 * - anything else is logged with the request's logger and answered 500 `Internal error.` without details.
 * It replaces yoga's error masking (maskedErrors is off), so every error of every answer passes here.
 */
export function shapeResult(result: ExecutionResult, executed: boolean, log: FastifyBaseLogger): Answer {
  const errors = result.errors ?? [];
  if (errors.length === 0) return result as Answer;
  if (!executed) {
    const unexpected = errors.find((e) => !isPlainGraphqlError(e));
    if (unexpected) {
      log.error({ err: unexpected.originalError ?? unexpected }, 'graphql error');
      return INTERNAL();
    }
    return withStatus(400, {
      errors: errors.slice(0, MAX_ERRORS).map((e) => ({ message: e.message, locations: e.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
    });
  }
  const api = errors.map((e) => e.originalError).find((e): e is ApiError => e instanceof ApiError);
  const unexpected = errors.find(
    (e) => e.path !== undefined && e.originalError && !(e.originalError instanceof ApiError) && !(e.originalError instanceof GraphQLError),
  );
  if (unexpected && !api) {
    log.error({ err: unexpected.originalError }, 'graphql resolver error');
    return INTERNAL();
  }
  return withStatus(api ? api.statusCode : 400, {
    data: api ? null : (result.data ?? null),
    errors: errors.slice(0, MAX_ERRORS).map((e) => {
      const o = e.originalError;
      return o instanceof ApiError
        ? { message: String(o.body.resultMessage ?? o.message), path: e.path, extensions: { code: o.body.error, ...o.body } }
        : { message: e.message, locations: e.locations, path: e.path, extensions: { code: 'BAD_USER_INPUT' } };
    }),
  });
}

/**
 * Parsing and validation: at most MAX_TOKENS tokens, graphql-js's rules plus the depth and alias limits, and no
 * introspection in production. Yoga caches parsed and validated documents by their text (LRU).
 */
export function useStoreDocumentRules({ production }: { production: boolean }): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source) => {
        try {
          return parse(source, { maxTokens: MAX_TOKENS });
        } catch (e) {
          throw e instanceof GraphQLError ? e : new GraphQLError('Syntax error');
        }
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(depthAndAliasLimit);
      if (production) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Shapes every answer (shapeResult) and always answers `application/json`, as the storefront client expects. */
export function useStoreAnswers(): Plugin<Record<string, unknown>, ServerContext> {
  // Requests whose operation ran: their errors are execution errors, the others' are the document's.
  const executed = new WeakSet<Request>();
  return {
    onExecute({ args }) {
      executed.add(args.contextValue.request);
    },
    onSubscribe({ args }) {
      executed.add(args.contextValue.request);
    },
    onResultProcess({ request, result, setResult, setResultProcessor, serverContext }) {
      // No subscriptions, streams or batches here: an async or batched result keeps yoga's own processing.
      if (isAsyncIterable(result) || Array.isArray(result)) return;
      setResult(shapeResult(result, executed.has(request), serverContext.req.log) as ExecutionResult);
      setResultProcessor(processRegularResult, 'application/json');
    },
  };
}

/** The store's GraphQL server: yoga over the store's schema, resolvers and rules; fastify does CORS and the rest. */
export function createStoreYoga(
  deps: { ctx: StoreContext; orders: Orders; wallets: Wallets; gifts: Gifts },
  log: FastifyBaseLogger,
): YogaServerInstance<ServerContext, UserContext> {
  const { ctx } = deps;
  return createYoga<ServerContext, UserContext>({
    schema: createSchema<ServerContext & UserContext>({ typeDefs, resolvers: createResolvers(ctx, deps.orders, deps.wallets, deps.gifts) }),
    graphqlEndpoint: '/graphql',
    // The identity is read once per request, and only when a resolver asks for it.
    context: ({ req }) => {
      let identity: Promise<Identity | null> | undefined;
      return { who: () => (identity ??= identify(ctx.db, req)) };
    },
    plugins: [useStoreDocumentRules({ production: ctx.config.production }), useStoreAnswers()],
    // useStoreAnswers masks unexpected errors (and logs them with the request's logger).
    maskedErrors: false,
    // @fastify/cors answers CORS for every route; no GraphiQL or landing page; JSON bodies only, one operation each.
    cors: false,
    graphiql: false,
    landingPage: false,
    multipart: false,
    batching: false,
    // Yoga's own log lines go to the API's pino logger.
    logging: {
      debug: (...args: unknown[]) => args.forEach((arg) => log.debug(arg)),
      info: (...args: unknown[]) => args.forEach((arg) => log.info(arg)),
      warn: (...args: unknown[]) => args.forEach((arg) => log.warn(arg)),
      error: (...args: unknown[]) => args.forEach((arg) => log.error(arg)),
    },
  });
}
