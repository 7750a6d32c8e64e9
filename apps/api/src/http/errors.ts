import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** One validation problem, machine-readable: where (body.email), what (zod issue code) and a message. */
export interface Issue {
  path: string;
  code: string;
  message: string;
}

/** An error the API answers with a fixed status and body (never a 5xx). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${statusCode}`);
  }
}

export function issuesOf(err: z.ZodError, where: string): Issue[] {
  return err.issues.slice(0, 20).map((i) => ({
    path: [where, ...i.path.map(String)].join('.'),
    code: i.code,
    message: i.message,
  }));
}

/** 400 with the API-wide bad-request body. resultCode 400 is the spec's default error code. */
export function badRequest(issues: Issue[], message = 'The request is not valid.'): ApiError {
  return new ApiError(400, { error: 'BAD_REQUEST', resultCode: 400, resultMessage: message, issues });
}

const FASTIFY_CODES: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'BAD_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'BAD_REQUEST' },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_BAD_URL: { status: 400, error: 'BAD_REQUEST' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, error: 'BAD_REQUEST' },
};

/**
 * Maps every failure to a 4xx body: our ApiErrors, zod errors, fastify's content-type / JSON / size errors.
 * Anything else is a bug: it is logged and answered 500 without details.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | z.ZodError | Error, req, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(error.body);
    }
    if (error instanceof z.ZodError) {
      return reply.status(400).send(badRequest(issuesOf(error, 'request')).body);
    }
    const fe = error as FastifyError;
    const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ error: known.error, resultCode: known.status, resultMessage: fe.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A route schema refused the request: the same 400 body as the handlers' own validation.
      const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const issues = error.validation.slice(0, 20).map((v) => ({
        path: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        code: v.keyword,
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(badRequest(issues).body);
    }
    if (fe.validation) {
      return reply.status(400).send({ error: 'BAD_REQUEST', resultCode: 400, resultMessage: fe.message, issues: [] });
    }
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ error: 'BAD_REQUEST', resultCode: 400, resultMessage: 'Malformed request body.' });
    }
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: 'BAD_REQUEST', resultCode: status, resultMessage: fe.message });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'INTERNAL', resultCode: 500, resultMessage: 'Internal error.' });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ error: 'NOT_FOUND', resultCode: 404, resultMessage: `No route ${req.method} ${req.url.split('?')[0]}` });
  });
}
