import { DEFAULT_CMS_TYPE, DEFAULT_LANGUAGE } from '@store/shared/domain';
import { z } from 'zod';
import { CountryCodeSchema, EmailSchema, LocaleSchema, WhitelabelIdSchema } from '../http/validate';

/*
 * The Shop API's request schemas (section 7), built once at module level and given to fastify as route schemas
 * (fastify-type-provider-zod): validation before the handler, typed `req.body` from the same schema.
 */

/** A JSON body; an absent body reads as {} (the storefront posts some calls without one). */
const jsonBody = <S extends z.ZodType>(schema: S) => z.preprocess((v) => v ?? {}, schema);

export const ShopHeaders = z
  .object({
    'experiment-context': z.string().max(4096).optional(),
    'experiment-token': z.string().max(4096).optional(),
    'whitelabel-id': z.string().regex(/^\d{1,7}$/).optional(),
  })
  .loose();

export const ProductPath = z.string().max(200).regex(/^[A-Za-z0-9/_-]*$/, 'a product path');
const ShopLocale = LocaleSchema.or(z.literal(DEFAULT_LANGUAGE));

export const CmsBody = jsonBody(
  z
    .object({
      keys: z.array(z.string().min(1).max(120).regex(/^[A-Za-z0-9._-]+$/)).max(100),
      locale: ShopLocale,
      type: z.enum(['TEXT', 'HTML', 'JSON']).default(DEFAULT_CMS_TYPE),
      whitelabelId: WhitelabelIdSchema.optional(),
    })
    .strict(),
);

export const DetectedCountryBody = jsonBody(z.object({ productPath: ProductPath.optional(), whitelabelId: WhitelabelIdSchema.optional() }).strict());
export const DetectedCountryHeaders = z.object({ 'cf-ipcountry': z.string().max(8).optional(), 'x-detected-country': z.string().max(8).optional() }).loose();

export const HomePageBody = jsonBody(
  z
    .object({
      countryCode: CountryCodeSchema,
      shopLang: z.string().regex(/^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/).optional(),
      whitelabelId: WhitelabelIdSchema.optional(),
      userId: z.string().max(128).nullable().optional(),
    })
    .strict(),
);

export const InfoBarBody = jsonBody(
  z
    .object({
      pageType: z.string().max(40).regex(/^[A-Za-z_-]*$/).optional(),
      productUrl: ProductPath.optional(),
      countryCode: CountryCodeSchema.optional(),
      whitelabelId: WhitelabelIdSchema.optional(),
    })
    .strict(),
);

export const MarketingConsentBody = jsonBody(
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

export const NotificationsBody = jsonBody(
  z
    .object({
      action: z.enum(['list', 'markRead', 'markClicked']).default('list'),
      countryCode: CountryCodeSchema.optional(),
      locale: ShopLocale.optional(),
      guestUserId: z.string().min(8).max(96).regex(/^[A-Za-z0-9._-]+$/).optional(),
      ids: z.array(z.number().int().positive().max(1e9)).max(100).optional(),
    })
    .strict(),
);

export const HighlightedPromoBody = jsonBody(z.object({ locale: ShopLocale, whitelabelId: WhitelabelIdSchema.optional() }).strict());
export const ProductHighlightedPromoBody = jsonBody(z.object({ locale: ShopLocale, productPath: ProductPath, whitelabelId: WhitelabelIdSchema.optional() }).strict());
