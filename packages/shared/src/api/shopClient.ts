import * as z from '@store/shared/schema';
import { DEFAULT_CMS_TYPE } from '@store/shared/domain';
import type { RuntimeConfig } from '@store/shared';
import { createHttpClient, type HttpClient } from './http';
import { callerToken, consoleLogger, NO_EXPERIMENTS, type ApiLogger, type ExperimentSource, type IdentityProvider, type LocaleSource } from './identity';

/** Section 3 detected country info; the default is four empty strings. */
export const DetectedCountryInfoSchema = z.object({
  countryIsoCode: z._default(z.string(), ''),
  countryName: z._default(z.string(), ''),
  productPath: z._default(z.string(), ''),
  productPathShortName: z._default(z.string(), ''),
});
export type DetectedCountryInfo = z.infer<typeof DetectedCountryInfoSchema>;
export const EMPTY_DETECTED_COUNTRY_INFO: DetectedCountryInfo = { countryIsoCode: '', countryName: '', productPath: '', productPathShortName: '' };

/** Items whose fields the spec does not show pass through as records. */
const ItemSchema = z.looseObject({});
export type ShopItem = z.infer<typeof ItemSchema>;
const ItemListSchema = z.array(ItemSchema);

/** A notification (section 3): id, isRead, clicked, endDate, isNew; other fields pass through. */
export const NotificationSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  isRead: z._default(z.boolean(), false),
  clicked: z.optional(z.boolean()),
  endDate: z.optional(z.string()),
  isNew: z.optional(z.boolean()),
});
export type ShopNotification = z.infer<typeof NotificationSchema>;

const CmsSchema = z.record(z.string(), z.unknown());
const HomePageSchema = z.nullable(z.looseObject({}));
const InfoBarSchema = z.object({ items: ItemListSchema });
const MarketingConsentSchema = z.object({ marketingConsentItem: z.union([ItemListSchema, z.pipe(ItemSchema, z.transform((i) => [i]))]) });
const NotificationsSchema = z.union([z.array(NotificationSchema), z.pipe(z.object({ items: z.array(NotificationSchema) }), z.transform((o) => o.items))]);
const ItemListResponseSchema = z.object({ itemList: ItemListSchema });
/** /notifications' answer as a whole: the items and, for a guest, the guest id the API issued (section 3 "generated guest user id"). */
const NotificationFeedSchema = z.object({ items: z.array(NotificationSchema), guestUserId: z.optional(z.nullable(z.string())) });
export type NotificationFeed = z.infer<typeof NotificationFeedSchema>;

export interface ShopClientDeps {
  experiments?: ExperimentSource;
  /** The storefront's white-label id (2 for the EA store), absent for the full store theme. */
  whitelabelId?: number;
  /** The shop's language: CMS content (info bar, promos) comes in it where translated (Accept-Language). */
  locale?: LocaleSource;
  timeoutMs?: number;
  log?: ApiLogger;
  /** Who is calling: /notifications carries the caller's token (a signed-in user's own list and read state). */
  identity?: IdentityProvider;
  /** fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
}

export interface ShopClient {
  cms(p: { keys: string[]; locale: string; type?: string }): Promise<Record<string, unknown>>;
  detectedCountryInfo(p: { productPath: string }): Promise<DetectedCountryInfo>;
  homePage(p: { countryCode: string; shopLang: string; userId?: string }): Promise<ShopItem | null>;
  infoBar(p: { pageType: string; productUrl?: string; countryCode: string }): Promise<ShopItem[]>;
  /** Reads a contact's marketing consent; with `consent`, records it first (the answer is the item as saved). */
  marketingConsent(p: { email?: string; msisdn?: string; country: string; consent?: boolean }): Promise<ShopItem[]>;
  notifications(body: Record<string, unknown>): Promise<ShopNotification[]>;
  /**
   * /notifications with the whole answer (items and the guest id); undefined when the call failed. Optional in
   * the type so a ShopClient made elsewhere (a test double, an older shell's) still is one.
   */
  notificationFeed?(body: Record<string, unknown>): Promise<NotificationFeed | undefined>;
  homeHighlightedPromo(p: { locale: string }): Promise<ShopItem[]>;
  productHighlightedPromo(p: { locale: string; productPath: string }): Promise<ShopItem[]>;
  readonly http: HttpClient;
}

/**
 * The shop API client (section 7): every call is POST JSON with the experiment-context,
 * experiment-token and whitelabel-id headers; on failure it logs and returns the endpoint's default.
 */
export function createShopClient(config: RuntimeConfig, deps: ShopClientDeps = {}): ShopClient {
  const log = deps.log ?? consoleLogger;
  const experiments = deps.experiments ?? NO_EXPERIMENTS;
  const whitelabelId = deps.whitelabelId;
  const http = createHttpClient({
    baseUrl: config.api.shopBaseUrl,
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    headers: () => {
      const h: Record<string, string> = {};
      const token = experiments.getToken();
      const context = experiments.getContext();
      if (context) h['experiment-context'] = context;
      if (token) h['experiment-token'] = token;
      if (whitelabelId !== undefined) h['whitelabel-id'] = String(whitelabelId);
      const language = deps.locale?.().languageCode;
      if (language) h['Accept-Language'] = language;
      return h;
    },
  });

  /** The caller's token, for the calls that are about the caller (notifications). */
  const identified = async (): Promise<Record<string, string>> => {
    const token = deps.identity ? await callerToken(deps.identity) : undefined;
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  async function post<S extends z.ZodMiniType, D>(path: string, body: unknown, schema: S, pick: (v: z.output<S>) => D, fallback: D, withIdentity = false): Promise<D> {
    try {
      const res = await http.post(path, body, withIdentity ? { headers: identified } : undefined);
      const parsed = schema.safeParse(res.data);
      if (!parsed.success) {
        log(`shop: invalid response from ${path}`, parsed.error);
        return fallback;
      }
      return pick(parsed.data);
    } catch (e) {
      log(`shop: ${path} failed`, e);
      return fallback;
    }
  }
  const id = <T>(v: T) => v;

  return {
    http,
    cms: ({ keys, locale, type = DEFAULT_CMS_TYPE }) => post('/cms', { keys, locale, type, whitelabelId }, CmsSchema, id, {}),
    detectedCountryInfo: ({ productPath }) =>
      post('/detectedCountryInfo', { productPath, whitelabelId }, DetectedCountryInfoSchema, id, { ...EMPTY_DETECTED_COUNTRY_INFO }),
    homePage: ({ countryCode, shopLang, userId }) => post('/homePage', { countryCode, shopLang, whitelabelId, userId }, HomePageSchema, id, null),
    infoBar: ({ pageType, productUrl, countryCode }) =>
      post('/infoBar', { pageType, productUrl, countryCode, whitelabelId }, InfoBarSchema, (v) => v.items, []),
    marketingConsent: ({ email, msisdn, country, consent }) =>
      post('/marketing-consent', { email, msisdn, country, whitelabelId, ...(consent !== undefined ? { consent } : {}) }, MarketingConsentSchema, (v) => v.marketingConsentItem, []),
    notifications: (body) => post('/notifications', body, NotificationsSchema, id, [], true),
    notificationFeed: (body) => post<typeof NotificationFeedSchema, NotificationFeed | undefined>('/notifications', body, NotificationFeedSchema, id, undefined, true),
    homeHighlightedPromo: ({ locale }) => post('/homeHighlightedPromo', { locale }, ItemListResponseSchema, (v) => v.itemList, []),
    productHighlightedPromo: ({ locale, productPath }) =>
      post('/productHighlightedPromo', { locale, productPath, whitelabelId }, ItemListResponseSchema, (v) => v.itemList, []),
  };
}
