import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_CMS_TYPE, DEFAULT_LANGUAGE, WHITELABEL_ID } from '@store/shared/domain/constants';
import { countryByCode } from '@store/shared/domain/countries';
import { isValidMobileNumber } from '@store/shared/domain/mobileNumber';
import { z } from 'zod';
import { productView, sellableCountry } from '../catalog/catalog';
import { contentLanguage, requestLanguage } from '../catalog/contentLanguage';
import type { StoreContext } from '../context';
import { identify } from '../http/identity';
import { nowIso } from '../http/ids';
import { MINUTE } from '../http/rateLimit';
import { CountryCodeSchema, EmailSchema, LocaleSchema, WhitelabelIdSchema, body, headers, parseInput } from '../http/validate';

const ShopHeaders = z
  .object({
    'experiment-context': z.string().max(4096).optional(),
    'experiment-token': z.string().max(4096).optional(),
    'whitelabel-id': z.string().regex(/^\d{1,7}$/).optional(),
  })
  .loose();

const ProductPath = z.string().max(200).regex(/^[A-Za-z0-9/_-]*$/, 'a product path');

/** The country and language of a locale like 'en-sg' / 'ar-sa' (language first, readings 1), or a bare 'sg'. */
function localeParts(locale: string): { language: string; country?: string } {
  const [a = '', b] = locale.toLowerCase().split(/[-_]/);
  if (b && countryByCode(b)) return { language: a, country: b };
  if (!b && countryByCode(a)) return { language: 'en', country: a };
  return { language: a };
}

/** Shop API, mounted at /shop: all POST JSON (section 7). */
export function shopRoutes(ctx: StoreContext) {
  const { db, catalog, limiter } = ctx;

  const highlighted = (lang: string | undefined, productPath?: string) =>
    catalog
      .highlightedPromos()
      .filter((p) => productPath === undefined || p.slug === null || p.slug === productPath)
      .map((p) => ({
        promoId: p.promo_id,
        title: catalog.translate(p.title, lang),
        description: catalog.translate(p.description, lang),
        promoCode: p.code,
        percentOff: p.percent_off,
        image: p.image,
        productPath: p.slug,
        endDate: p.ends_at,
      }));

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', async (req: FastifyRequest) => {
      headers(req, ShopHeaders);
      ctx.signed.check(req);
    });

    app.post('/cms', async (req) => {
      const input = body(
        req,
        z
          .object({
            keys: z.array(z.string().min(1).max(120).regex(/^[A-Za-z0-9._-]+$/)).max(100),
            locale: LocaleSchema.or(z.literal(DEFAULT_LANGUAGE)),
            type: z.enum(['TEXT', 'HTML', 'JSON']).default(DEFAULT_CMS_TYPE),
            whitelabelId: WhitelabelIdSchema.optional(),
          })
          .strict(),
      );
      const stmt = db.prepare('SELECT value FROM cms_texts WHERE key = ? AND locale = ? AND type = ?');
      const out: Record<string, string> = {};
      for (const key of input.keys) {
        const row = (stmt.get(key, input.locale.toLowerCase(), input.type) ?? stmt.get(key, DEFAULT_LANGUAGE, input.type)) as { value: string } | undefined;
        if (row) out[key] = row.value;
      }
      return out;
    });

    /** The visitor's country from the edge header (CF-IPCountry / X-Detected-Country); four empty strings when unknown. */
    app.post('/detectedCountryInfo', async (req) => {
      const input = body(req, z.object({ productPath: ProductPath.optional(), whitelabelId: WhitelabelIdSchema.optional() }).strict());
      const h = parseInput(
        z.object({ 'cf-ipcountry': z.string().max(8).optional(), 'x-detected-country': z.string().max(8).optional() }).loose(),
        req.headers,
        'headers',
      );
      const country = sellableCountry(db, h['x-detected-country'] ?? h['cf-ipcountry'] ?? '');
      if (!country) return { countryIsoCode: '', countryName: '', productPath: '', productPathShortName: '' };
      const slug = input.productPath?.split('/').filter(Boolean).pop() ?? '';
      const game = slug ? catalog.gameBySlug(slug) : undefined;
      const sold = game && catalog.lvtId(game.gvt_id, country.code) !== undefined;
      return {
        countryIsoCode: country.code.toUpperCase(),
        countryName: country.enName,
        productPath: sold ? `/${country.code}/${game.slug}` : `/${country.code}`,
        productPathShortName: sold ? game.slug : '',
      };
    });

    app.post('/homePage', async (req) => {
      const input = body(
        req,
        z
          .object({
            countryCode: CountryCodeSchema,
            shopLang: z.string().regex(/^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/).optional(),
            whitelabelId: WhitelabelIdSchema.optional(),
            userId: z.string().max(128).nullable().optional(),
          })
          .strict(),
      );
      const country = sellableCountry(db, input.countryCode);
      if (!country) return null;
      const games = catalog.gamesIn(country.code);
      const lang = contentLanguage(input.shopLang) ?? requestLanguage(req);
      const products = games.map((g) => productView(catalog, g, country, g.lvt_id, lang));
      return {
        countryCode: country.code,
        currency: country.currency,
        whitelabelId: input.whitelabelId ?? WHITELABEL_ID,
        banners: highlighted(lang).map((p) => ({ title: p.title, image: p.image, link: p.productPath ? `/${p.productPath}` : '/' })),
        sections: [
          { id: 'featured', title: 'Featured', products: products.filter((p) => p.slug === games.find((g) => g.is_main)?.slug || p.requiresZoneId) },
          { id: 'all', title: 'All games', products },
        ],
      };
    });

    app.post('/infoBar', async (req) => {
      const input = body(
        req,
        z
          .object({
            pageType: z.string().max(40).regex(/^[A-Za-z_-]*$/).optional(),
            productUrl: ProductPath.optional(),
            countryCode: CountryCodeSchema.optional(),
            whitelabelId: WhitelabelIdSchema.optional(),
          })
          .strict(),
      );
      const slug = input.productUrl?.split('/').filter(Boolean).pop() ?? null;
      const items = db
        .prepare(
          `SELECT id, text, link FROM info_bar_items
           WHERE (country IS NULL OR country = @country) AND (page_type IS NULL OR page_type = @pageType)
             AND (product_url IS NULL OR product_url = @slug) ORDER BY sort_order, id`,
        )
        .all({ country: input.countryCode ?? null, pageType: input.pageType ?? null, slug }) as Array<{ id: number; text: string; link: string | null }>;
      const lang = requestLanguage(req);
      return { items: items.map((item) => ({ ...item, text: catalog.translate(item.text, lang) })) };
    });

    /** Reads (and, with `consent`, sets) the marketing consent of a contact. */
    app.post('/marketing-consent', async (req) => {
      const input = body(
        req,
        z
          .object({
            email: EmailSchema.optional().or(z.literal('')),
            msisdn: z.string().regex(/^\+?[0-9]{5,16}$/).optional().or(z.literal('')),
            country: CountryCodeSchema,
            whitelabelId: WhitelabelIdSchema.optional(),
            consent: z.boolean().optional(),
          })
          .strict()
          .refine((v) => !!v.email || !!v.msisdn, { message: 'email or msisdn is required', path: ['email'] }),
      );
      limiter.enforce(`consent:${req.ip}`, 60, MINUTE);
      const country = countryByCode(input.country);
      if (input.msisdn && country && !input.msisdn.startsWith('+') && !isValidMobileNumber(input.msisdn, country)) {
        return { resultCode: 400, resultMessage: 'PHONE_INVALID', marketingConsentItem: null };
      }
      const contact = input.email ? `email:${input.email.toLowerCase()}` : `msisdn:${input.msisdn}`;
      if (input.consent !== undefined) {
        db.prepare(
          `INSERT INTO marketing_consents (contact, country, consent, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (contact) DO UPDATE SET country = excluded.country, consent = excluded.consent, updated_at = excluded.updated_at`,
        ).run(contact, input.country, input.consent ? 1 : 0, nowIso());
      }
      const row = db.prepare('SELECT * FROM marketing_consents WHERE contact = ?').get(contact) as { consent: number; updated_at: string; country: string } | undefined;
      return {
        marketingConsentItem: {
          email: input.email || null,
          msisdn: input.msisdn || null,
          country: row?.country ?? input.country,
          consent: row ? row.consent === 1 : false,
          updatedAt: row?.updated_at ?? null,
        },
      };
    });

    /**
     * Notifications: body { action: 'list' | 'markRead' | 'markClicked', countryCode, locale, guestUserId?, ids? }.
     * Signed-in users (Bearer) get theirs; guests theirs by generated guest id. Ended ones (endDate, UTC) are dropped.
     */
    app.post('/notifications', async (req) => {
      const input = body(
        req,
        z
          .object({
            action: z.enum(['list', 'markRead', 'markClicked']).default('list'),
            countryCode: CountryCodeSchema.optional(),
            locale: LocaleSchema.or(z.literal(DEFAULT_LANGUAGE)).optional(),
            guestUserId: z.string().min(8).max(64).regex(/^[A-Za-z0-9-]+$/).optional(),
            ids: z.array(z.number().int().positive().max(1e9)).max(100).optional(),
          })
          .strict(),
      );
      const who = await identify(db, req);
      const reader = who ? `user:${who.sub}` : input.guestUserId ? `guest:${input.guestUserId}` : null;
      const now = nowIso();
      const rows = db
        .prepare(
          `SELECT n.*, COALESCE(s.is_read, 0) AS is_read, COALESCE(s.clicked, 0) AS clicked FROM notifications n
           LEFT JOIN notification_states s ON s.notification_id = n.id AND s.reader = @reader
           WHERE n.start_date <= @now AND n.end_date > @now AND (n.country IS NULL OR n.country = @country)
             AND (n.user_sub IS NULL OR n.user_sub = @sub) ORDER BY n.start_date DESC, n.id DESC LIMIT 50`,
        )
        .all({ reader: reader ?? '', now, country: input.countryCode ?? null, sub: who?.sub ?? null }) as Array<{
        id: number; title: string; body: string; link: string | null; start_date: string; end_date: string; is_read: number; clicked: number;
      }>;
      if (input.action !== 'list' && reader && input.ids) {
        const visible = new Set(rows.map((r) => r.id));
        const col = input.action === 'markRead' ? 'is_read' : 'clicked';
        const stmt = db.prepare(
          `INSERT INTO notification_states (notification_id, reader, ${col}) VALUES (?, ?, 1)
           ON CONFLICT (notification_id, reader) DO UPDATE SET ${col} = 1`,
        );
        for (const id of input.ids) if (visible.has(id)) stmt.run(id, reader);
        for (const r of rows) if (input.ids.includes(r.id)) r[col] = 1;
      }
      const items = rows.map((r) => ({
        id: r.id,
        title: r.title,
        body: r.body,
        link: r.link,
        startDate: r.start_date,
        endDate: r.end_date,
        isRead: r.is_read === 1,
        clicked: r.clicked === 1,
        isNew: r.is_read === 0,
      }));
      return { items, hasUnread: items.some((i) => !i.isRead), locale: input.locale ?? DEFAULT_LANGUAGE, guestUserId: who ? null : input.guestUserId ?? null };
    });

    app.post('/homeHighlightedPromo', async (req) => {
      const input = body(req, z.object({ locale: LocaleSchema.or(z.literal(DEFAULT_LANGUAGE)), whitelabelId: WhitelabelIdSchema.optional() }).strict());
      return { itemList: highlighted(contentLanguage(input.locale)) };
    });

    app.post('/productHighlightedPromo', async (req) => {
      const input = body(
        req,
        z.object({ locale: LocaleSchema.or(z.literal(DEFAULT_LANGUAGE)), productPath: ProductPath, whitelabelId: WhitelabelIdSchema.optional() }).strict(),
      );
      const slug = input.productPath.split('/').filter(Boolean).pop() ?? '';
      const game = catalog.gameBySlug(slug);
      if (!game) return { itemList: [] };
      const country = localeParts(input.locale).country;
      return { itemList: highlighted(contentLanguage(input.locale), slug).filter((p) => !country || !p.productPath || catalog.lvtId(game.gvt_id, country) !== undefined) };
    });
  };
}
