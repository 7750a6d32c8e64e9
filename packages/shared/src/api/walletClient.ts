import axios, { CanceledError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import * as z from '@store/shared/schema';
import { PHONE_CHECK_OK_RESULT_CODE, WALLET_API_TIMEOUT_MS, sortPaymentChannels, csrfRefetchDelayMs } from '@store/shared/domain';
import type { RuntimeConfig } from '@store/shared';
import { ApiError } from './apiError';
import { consoleLogger, callerToken, type ApiLogger, type IdentityProvider, type LocaleSource } from './identity';
import { isMenuFeatureOn } from './menuFeatures';
import {
  CountrySettingsSchema,
  CsrfTokenSchema,
  PaymentChannelsResponseSchema,
  WalletEnvelopeSchema,
  WalletMovementsPageSchema,
  WalletSchema,
  WalletTransactionSchema,
  type AuthorizePartnerPayload,
  type CountrySettings,
  type CreateWalletPayload,
  PreRegistrationRecordSchema,
  PRE_REGISTRATION_NOT_FOUND_CODE,
  type PreRegistrationStatus,
  type PaymentChannel,
  type WalletData,
  type WalletMovementsPage,
  type WalletTransaction,
  type WalletWriteResult,
} from './walletSchemas';

/** Section 5: a wallet call without a signed-in user is cancelled with this message, before any request. */
export const NOT_AUTHENTICATED_MESSAGE = 'The user is not authenticated';

/** Paths that need no sign-in (section 5). */
export function isPublicWalletPath(path: string): boolean {
  const p = path.split('?')[0] ?? '';
  return p === '/validate-phone' || p.startsWith('/country/');
}

/** Paths that carry the anti-forgery token (section 5). */
export const CSRF_PATHS: readonly string[] = ['/initTopup', '/redeemGiftCode'];
export const CSRF_HEADER = 'X-CSRF-TOKEN';

export interface WalletClientDeps {
  identity: IdentityProvider;
  locale: LocaleSource;
  /** Override of WALLET_API_TIMEOUT_MS (tests). */
  timeoutMs?: number;
  /** Clock for the CSRF token's lifetime (tests). */
  now?: () => number;
  log?: ApiLogger;
}

export interface WalletClient {
  /** Passes only when the status is 200 and resultCode is 204 (section 5). */
  validatePhone(phoneNumber: string): Promise<boolean>;
  /** The user's wallet; undefined when there is none or the read failed (state is cleared, never thrown). */
  getWallet(): Promise<WalletData | undefined>;
  getWalletTransaction(id: string): Promise<WalletTransaction | undefined>;
  /** A page of the wallet's movements, newest first; undefined when the read failed. */
  getWalletMovements(offset?: number, limit?: number): Promise<WalletMovementsPage | undefined>;
  getCountrySettings(countryCode: string): Promise<CountrySettings | undefined>;
  /** Sorted by sortOrder then id; [] on failure. */
  getPaymentChannels(): Promise<PaymentChannel[]>;
  initTopup(payload: Record<string, unknown>): Promise<WalletWriteResult>;
  redeemGiftCode(payload: Record<string, unknown>): Promise<WalletWriteResult>;
  createWallet(payload: CreateWalletPayload): Promise<WalletWriteResult>;
  /** The anti-forgery token (refetched once its expiry has passed), for a call made elsewhere: GraphQL ChargeWallet's X-XSRF-TOKEN. */
  antiForgeryToken(): Promise<string | undefined>;
  unreserveWallet(): Promise<WalletWriteResult>;
  authorizePartner(payload: AuthorizePartnerPayload): Promise<WalletWriteResult>;
  /**
   * The signed-in partner player's pre-registration of a game: registered, or not found (404
   * PRE_REGISTRATION_ACCOUNT_NOT_FOUND). Throws when the answer is neither (TanStack Query shows the failure).
   */
  getPreRegistration(gameSlug: string): Promise<PreRegistrationStatus>;
  /** The underlying axios instance (interceptors for tracing). */
  readonly http: AxiosInstance;
}

const isOk = (resultCode: unknown) => Number(resultCode) === 0;

/**
 * The wallet API client (section 7): timeout 30 s; merchant id, country code, Accept-Language and the
 * caller's token; credentials only where the wallet menu feature is on for the shop country.
 */
export function createWalletClient(config: RuntimeConfig, deps: WalletClientDeps): WalletClient {
  const log = deps.log ?? consoleLogger;
  const now = deps.now ?? Date.now;
  const http = axios.create({
    baseURL: config.api.walletBaseUrl,
    timeout: deps.timeoutMs ?? WALLET_API_TIMEOUT_MS,
    // Every status resolves; each method decides what a status means.
    validateStatus: () => true,
  });

  let csrf: { token: string; expiresAt: number } | undefined;
  let csrfInFlight: Promise<string | undefined> | undefined;

  /** The anti-forgery token, refetched once its expiry (seconds) has passed (section 4). */
  async function csrfToken(): Promise<string | undefined> {
    if (csrf && now() < csrf.expiresAt) return csrf.token;
    csrfInFlight ??= (async () => {
      try {
        const res = await http.get('/generateCsrfToken');
        const env = WalletEnvelopeSchema.safeParse(res.data);
        const data = env.success && res.status === 200 && isOk(env.data.resultCode) ? CsrfTokenSchema.safeParse(env.data.data) : undefined;
        if (!data?.success) {
          csrf = undefined;
          log('wallet: could not get a CSRF token', res.status);
          return undefined;
        }
        csrf = { token: data.data.token, expiresAt: now() + (csrfRefetchDelayMs(data.data.expiry) ?? 0) };
        return csrf.token;
      } catch (e) {
        log('wallet: could not get a CSRF token', e);
        return undefined;
      } finally {
        csrfInFlight = undefined;
      }
    })();
    return csrfInFlight;
  }

  http.interceptors.request.use(async (req: InternalAxiosRequestConfig) => {
    const path = req.url ?? '';
    const { countryCode, languageCode } = deps.locale();
    const token = await callerToken(deps.identity);
    if (!token && !isPublicWalletPath(path)) throw new CanceledError(NOT_AUTHENTICATED_MESSAGE);
    req.headers.set('X-MERCHANT-ID', config.merchantId);
    req.headers.set('X-COUNTRY-CODE', countryCode);
    req.headers.set('Accept-Language', languageCode);
    if (token) req.headers.set('Authorization', `Bearer ${token}`);
    req.withCredentials = isMenuFeatureOn(config, countryCode, 'wallet');
    if (CSRF_PATHS.includes(path)) {
      const t = await csrfToken();
      if (t) req.headers.set(CSRF_HEADER, t);
    }
    return req;
  });

  /** A read: status 200 and resultCode 0 with valid data, else undefined (and logged). */
  async function read<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.output<S> | undefined> {
    try {
      const res = await http.get(path);
      const env = WalletEnvelopeSchema.safeParse(res.data);
      if (res.status !== 200 || !env.success || !isOk(env.data.resultCode)) return undefined;
      const data = schema.safeParse(env.data.data);
      if (!data.success) {
        log(`wallet: invalid response from ${path}`, data.error);
        return undefined;
      }
      return data.data;
    } catch (e) {
      if (!axios.isCancel(e)) log(`wallet: ${path} failed`, e);
      return undefined;
    }
  }

  /** A write: the validated envelope whatever the status; throws on a transport failure or a body without resultCode. */
  async function write(path: string, body: unknown): Promise<WalletWriteResult> {
    const res: AxiosResponse = await http.post(path, body ?? {});
    const env = WalletEnvelopeSchema.safeParse(res.data);
    if (!env.success) throw new ApiError(`Request failed with status code ${res.status}`, res.status, res.data);
    return {
      ok: res.status >= 200 && res.status < 300 && isOk(env.data.resultCode),
      httpStatus: res.status,
      resultCode: env.data.resultCode,
      ...(env.data.resultMessage !== undefined ? { resultMessage: env.data.resultMessage } : {}),
      ...(env.data.data !== undefined ? { data: env.data.data } : {}),
    };
  }

  return {
    http,
    async validatePhone(phoneNumber) {
      try {
        const res = await http.post('/validate-phone', { phoneNumber });
        const env = WalletEnvelopeSchema.safeParse(res.data);
        return res.status === 200 && env.success && Number(env.data.resultCode) === PHONE_CHECK_OK_RESULT_CODE;
      } catch (e) {
        log('wallet: /validate-phone failed', e);
        return false;
      }
    },
    async getWallet() {
      return (await read('/user/wallet', z.nullish(WalletSchema))) ?? undefined;
    },
    getWalletTransaction: (id) => read(`/wallet-txn/${encodeURIComponent(id)}`, WalletTransactionSchema),
    getWalletMovements: (offset = 0, limit = 10) => read(`/user/wallet-transactions?offset=${offset}&limit=${limit}`, WalletMovementsPageSchema),
    getCountrySettings: (countryCode) => read(`/country/${encodeURIComponent(countryCode)}`, CountrySettingsSchema),
    async getPaymentChannels() {
      try {
        const res = await http.get('/paymentChannels');
        const parsed = PaymentChannelsResponseSchema.safeParse(res.data);
        if (res.status !== 200 || !parsed.success) return [];
        const list = Array.isArray(parsed.data) ? parsed.data : isOk(parsed.data.resultCode) ? parsed.data.data : [];
        return sortPaymentChannels(list);
      } catch (e) {
        if (!axios.isCancel(e)) log('wallet: /paymentChannels failed', e);
        return [];
      }
    },
    initTopup: (payload) => write('/initTopup', payload),
    redeemGiftCode: (payload) => write('/redeemGiftCode', payload),
    createWallet: (payload) => write('/createWallet', payload),
    antiForgeryToken: () => csrfToken(),
    unreserveWallet: () => write('/unreserveWallet', {}),
    authorizePartner: (payload) => write('/user/authorize', payload),
    async getPreRegistration(gameSlug) {
      const path = `/user/pre-registration?gameSlug=${encodeURIComponent(gameSlug)}`;
      const res = await http.get(path);
      const env = WalletEnvelopeSchema.safeParse(res.data);
      if (res.status === 404 && env.success && env.data.resultCode === PRE_REGISTRATION_NOT_FOUND_CODE) return { registered: false };
      const data = res.status === 200 && env.success && isOk(env.data.resultCode) ? PreRegistrationRecordSchema.safeParse(env.data.data) : undefined;
      if (!data?.success) throw new ApiError(`Request failed with status code ${res.status}`, res.status, res.data);
      return { registered: true, registeredAt: data.data.registeredAt };
    },
  };
}
