import type { FastifyRequest } from 'fastify';

/**
 * The language a storefront asks content in: the first tag of Accept-Language, or a locale such as
 * "ar-sa" a call carries; the primary subtag, lower case; undefined when absent or malformed.
 */
export function contentLanguage(value: string | undefined | null): string | undefined {
  const first = value?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  const m = /^([A-Za-z]{2})(?:[-_][A-Za-z0-9]{1,8})*$/.exec(first);
  return m ? (m[1] as string).toLowerCase() : undefined;
}

export const requestLanguage = (req: FastifyRequest): string | undefined => contentLanguage(req.headers['accept-language']);
