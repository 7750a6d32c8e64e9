import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productView, sellableCountry } from '../catalog/catalog';
import { requestLanguage } from '../catalog/contentLanguage';
import { MAX_SEARCH_LENGTH } from '@store/shared/domain';
import { MINUTE } from '../http/rateLimit';
import { CountryCodeSchema, LocaleSchema } from '../http/validate';

const SearchSchema = z
  .object({
    searchString: z.string().trim().min(1).max(MAX_SEARCH_LENGTH),
    countryCode: CountryCodeSchema,
    locale: LocaleSchema.optional(),
    page: z.number().int().min(1).max(100).default(1),
    pageSize: z.number().int().min(1).max(50).default(12),
  })
  .strict();

/** POST /search: games and denominations of a country matching the words; { results } or { errorMessage }. */
export const searchPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.store;
  const { db, catalog, limiter } = ctx;
  // The signature is checked before the body is validated (as before: a bad signature is a 401, not a 400).
  app.post('/search', { preValidation: (req) => ctx.signed.check(req), schema: { body: SearchSchema } }, async (req) => {
    const input = req.body;
    limiter.enforce(`search:${req.ip}`, 600, MINUTE);
    const country = sellableCountry(db, input.countryCode);
    if (!country) return { errorMessage: 'UNSUPPORTED_COUNTRY', results: [] };
    const words = input.searchString.toLowerCase().split(/\s+/).filter(Boolean);
    const matches = catalog
      .gamesIn(country.code)
      .map((g) => {
        const hay = `${g.name} ${g.slug} ${g.publisher}`.toLowerCase();
        const score = words.reduce((s, w) => s + (hay.includes(w) ? (g.name.toLowerCase().startsWith(w) ? 3 : 1) : 0), 0);
        return { g, score };
      })
      .filter((m) => m.score > 0)
      .sort((a, b) => b.score - a.score || a.g.sort_order - b.g.sort_order);
    const start = (input.page - 1) * input.pageSize;
    const lang = requestLanguage(req);
    const results = matches.slice(start, start + input.pageSize).map((m) => productView(catalog, m.g, country, m.g.lvt_id, lang));
    return { results, total: matches.length, page: input.page, pageSize: input.pageSize, searchString: input.searchString };
  });
};
