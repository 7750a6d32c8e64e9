import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, issuesOf } from './errors';

export type Where = 'body' | 'query' | 'params' | 'headers';

/** Parses one part of a request with a zod schema; a mismatch is a 400 with the issues, before anything is written. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: Where): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(issuesOf(result.error, where));
  return result.data;
}

export const body = <S extends z.ZodType>(req: FastifyRequest, schema: S): z.output<S> =>
  parseInput(schema, req.body ?? {}, 'body');
export const query = <S extends z.ZodType>(req: FastifyRequest, schema: S): z.output<S> =>
  parseInput(schema, req.query ?? {}, 'query');
export const params = <S extends z.ZodType>(req: FastifyRequest, schema: S): z.output<S> =>
  parseInput(schema, req.params ?? {}, 'params');
export const headers = <S extends z.ZodType>(req: FastifyRequest, schema: S): z.output<S> =>
  parseInput(schema, req.headers, 'headers');

/** Reusable field schemas. */
export const CountryCodeSchema = z
  .string()
  .regex(/^[a-zA-Z]{2}$/, 'a two-letter country code')
  .transform((s) => s.toLowerCase());
export const EmailSchema = z.string().trim().max(254).email();
export const IdempotencyKeySchema = z.string().min(8).max(128).regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits, . _ : -');
export const LocaleSchema = z.string().min(2).max(32).regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 'a locale like en-sg');
export const WhitelabelIdSchema = z.coerce.number().int().min(0).max(1_000_000);
/** A plain text field: no control characters. */
const hasControlCharacter = (s: string) =>
  [...s].some((ch) => {
    const c = ch.charCodeAt(0);
    return (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f;
  });
export const TextSchema = (max: number) => z.string().max(max).refine((s) => !hasControlCharacter(s), 'no control characters');

/** Optional headers common to the store's calls; validated so garbage never reaches a handler. */
export const CommonHeadersSchema = z
  .object({
    'x-country-code': CountryCodeSchema.optional(),
    'x-merchant-id': z.string().max(64).optional(),
    'whitelabel-id': z.string().regex(/^\d{1,7}$/).optional(),
    'x-whitelabel-id': z.string().regex(/^\d{1,7}$/).optional(),
    whitelabel_id: z.string().regex(/^\d{1,7}$/).optional(),
  })
  .loose();
