import { DEFAULT_LANGUAGE, WHITELABEL_ID, countryByCode, isValidMobileNumber } from '@store/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productView, sellableCountry } from '../catalog/catalog';
import { contentLanguage, requestLanguage } from '../catalog/contentLanguage';
import { ApiError } from '../http/errors';
import { identify } from '../http/identity';
import { MINUTE } from '../http/rateLimit';
import { headers, parseInput } from '../http/validate';
import { isGuestId, newGuestId } from './guestId';
import {
  CmsBody,
  DetectedCountryBody,
  DetectedCountryHeaders,
  HighlightedPromoBody,
  HomePageBody,
  InfoBarBody,
  MarketingConsentBody,
  NotificationsBody,
  ProductHighlightedPromoBody,
  ShopHeaders,
} from './schemas';
import { ShopRepository } from './shopRepository';

/** The country and language of a locale like 'en-sg' / 'ar-sa' (language first, readings 1), or a bare 'sg'. */
function localeParts(locale: string): { language: string; country?: string } {
  const [a = '', b] = locale.toLowerCase().split(/[-_]/);
  if (b && countryByCode(b)) return { language: a, country: b };
  if (!b && countryByCode(a)) return { language: 'en', country: a };
  return { language: a };
}

/** Shop API, mounted at /shop: all POST JSON (section 7). A plugin reading the store's decorators; SQL in ShopRepository. */
export const shopPlugin: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.store;
  const { db, catalog, limiter } = ctx;
  const repo = new ShopRepository(db);

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
        image: catalog.imageUrl(p.image),
        productPath: p.slug,
        endDate: p.ends_at,
      }));

  app.addHook('preValidation', async (req) => {
    headers(req, ShopHeaders);
    await ctx.signed.check(req);
  });

  app.post('/cms', { schema: { body: CmsBody } }, async (req) => {
    const input = req.body;
    const out: Record<string, string> = {};
    for (const key of input.keys) {
      const value = repo.cmsText(key, input.locale.toLowerCase(), DEFAULT_LANGUAGE, input.type);
      if (value !== undefined) out[key] = value;
    }
    return out;
  });

  /** The visitor's country from the edge header (CF-IPCountry / X-Detected-Country); four empty strings when unknown. */
  app.post('/detectedCountryInfo', { schema: { body: DetectedCountryBody } }, async (req) => {
    const input = req.body;
    const h = parseInput(DetectedCountryHeaders, req.headers, 'headers');
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

  app.post('/homePage', { schema: { body: HomePageBody } }, async (req) => {
    const input = req.body;
    const country = sellableCountry(db, input.countryCode);
    if (!country) return null;
    const games = catalog.gamesIn(country.code);
    const lang = contentLanguage(input.shopLang) ?? requestLanguage(req);
    const products = games.map((g) => productView(catalog, g, country, g.lvt_id, lang));
    return {
      countryCode: country.code,
      currency: country.currency,
      whitelabelId: input.whitelabelId ?? WHITELABEL_ID,
      banners: highlighted(lang).map((p) => ({ title: p.title, image: catalog.imageUrl(p.image), link: p.productPath ? `/${p.productPath}` : '/' })),
      sections: [
        { id: 'featured', title: 'Featured', products: products.filter((p) => p.slug === games.find((g) => g.is_main)?.slug || p.requiresZoneId) },
        { id: 'all', title: 'All games', products },
      ],
    };
  });

  app.post('/infoBar', { schema: { body: InfoBarBody } }, async (req) => {
    const input = req.body;
    const slug = input.productUrl?.split('/').filter(Boolean).pop() ?? null;
    const items = repo.infoBarItems({ country: input.countryCode ?? null, pageType: input.pageType ?? null, slug });
    const lang = requestLanguage(req);
    return { items: items.map((item) => ({ ...item, text: catalog.translate(item.text, lang) })) };
  });

  /** Reads (and, with `consent`, sets) the marketing consent of a contact. */
  app.post('/marketing-consent', { schema: { body: MarketingConsentBody } }, async (req) => {
    const input = req.body;
    limiter.enforce(`consent:${req.ip}`, 60, MINUTE);
    const country = countryByCode(input.country);
    if (input.msisdn && country && !input.msisdn.startsWith('+') && !isValidMobileNumber(input.msisdn, country)) {
      return { resultCode: 400, resultMessage: 'PHONE_INVALID', marketingConsentItem: null };
    }
    const contact = input.email ? `email:${input.email.toLowerCase()}` : `msisdn:${input.msisdn}`;
    if (input.consent !== undefined) repo.setConsent(contact, input.country, input.consent);
    const row = repo.consent(contact);
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
  app.post('/notifications', { schema: { body: NotificationsBody } }, async (req) => {
    const input = req.body;
    const who = await identify(db, req);
    // A guest's id is issued and signed here: only its holder reads and marks that guest's state.
    const ownGuestId = !who && input.guestUserId && isGuestId(ctx.secret, input.guestUserId) ? input.guestUserId : undefined;
    if (!who && input.action !== 'list' && !ownGuestId) {
      throw new ApiError(403, { error: 'FORBIDDEN', resultCode: 403, resultMessage: 'This guest id was not issued by the store.' });
    }
    const guestUserId = who ? null : (ownGuestId ?? newGuestId(ctx.secret));
    const reader = who ? `user:${who.sub}` : `guest:${guestUserId}`;
    const rows = repo.notifications(reader, input.countryCode ?? null, who?.sub ?? null);
    if (input.action !== 'list' && input.ids) {
      const visible = new Set(rows.map((r) => r.id));
      for (const id of input.ids) if (visible.has(id)) repo.mark(input.action, id, reader);
      const col = input.action === 'markRead' ? 'is_read' : 'clicked';
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
    return { items, hasUnread: items.some((i) => !i.isRead), locale: input.locale ?? DEFAULT_LANGUAGE, guestUserId };
  });

  app.post('/homeHighlightedPromo', { schema: { body: HighlightedPromoBody } }, async (req) => {
    const input = req.body;
    return { itemList: highlighted(contentLanguage(input.locale)) };
  });

  app.post('/productHighlightedPromo', { schema: { body: ProductHighlightedPromoBody } }, async (req) => {
    const input = req.body;
    const slug = input.productPath.split('/').filter(Boolean).pop() ?? '';
    const game = catalog.gameBySlug(slug);
    if (!game) return { itemList: [] };
    const country = localeParts(input.locale).country;
    return { itemList: highlighted(contentLanguage(input.locale), slug).filter((p) => !country || !p.productPath || catalog.lvtId(game.gvt_id, country) !== undefined) };
  });
};
