import * as z from '@store/shared/schema';
import { ACCOUNT_API_TIMEOUT_MS, AUTH_HEADER_ALLOW_ALL, AUTH_HEADER_ALLOW_LIST, WHITELABEL_ID } from '@store/shared/domain';
import type { RuntimeConfig } from '@store/shared';
import { createHttpClient, type HttpClient } from './http';
import { callerToken, consoleLogger, type ApiLogger, type IdentityProvider, type LocaleSource } from './identity';
import { ResultCodeSchema } from './walletSchemas';

/** The details call's code meaning "session not valid": treated as 401 (section 7). */
export const SESSION_INVALID_RESULT_CODE = 'SEC_01';

export interface AccountClientDeps {
  identity: IdentityProvider;
  locale: LocaleSource;
  timeoutMs?: number;
  /** Countries whose calls carry the Bearer token; default AUTH_HEADER_ALLOW_LIST, or 'all'. */
  authHeaderCountries?: readonly string[] | typeof AUTH_HEADER_ALLOW_ALL;
  log?: ApiLogger;
  /** fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
}

/** Every account API answer resolves (section 7 "every status accepted, none thrown"). */
export interface AccountResponse<T = unknown> {
  /** HTTP status; 0 when no response arrived (timeout, network). */
  readonly httpStatus: number;
  /** 2xx with resultCode 0 (or no resultCode) and a body that validated. */
  readonly ok: boolean;
  /** 401, or resultCode SEC_01: the session is gone. */
  readonly unauthorized: boolean;
  readonly resultCode?: number | string;
  readonly resultMessage?: string;
  readonly data?: T;
}

const AccountEnvelopeSchema = z.looseObject({
  resultCode: z.optional(ResultCodeSchema),
  resultMessage: z.optional(z.string()),
  data: z.optional(z.unknown()),
});

/** User settings of the details call (section 3): cashbackDetails.amount, other fields pass through. */
export const UserDetailsSchema = z.looseObject({
  cashbackDetails: z.optional(z.looseObject({ amount: z.coerce.number() })),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

export interface ForgotPasswordPayload {
  uid: string;
  uidType: 'phone_number' | 'email';
  countryCode: string;
  languageCode: string;
  gRecaptchaToken: string;
}

export interface ForgotPasswordResult extends AccountResponse {
  /** resultMessage 'Success' means the code was sent. */
  readonly codeSent: boolean;
  readonly shopAccountId?: string;
}

export interface UserAuthPayload {
  langCode: string;
  birthDate?: string;
  cpfInfo?: Record<string, unknown>;
  gRecaptchaToken: string;
}

export interface AccountClient {
  forgotPassword(payload: ForgotPasswordPayload): Promise<ForgotPasswordResult>;
  getDetails(): Promise<AccountResponse<UserDetails>>;
  /** Requires resultCode 0. */
  auth(payload: UserAuthPayload): Promise<AccountResponse>;
  /** Method and payload not shown in the spec: POST with the caller's body. */
  initDelete(payload?: Record<string, unknown>): Promise<AccountResponse>;
  deleteAccount(payload?: Record<string, unknown>): Promise<AccountResponse>;
  /** Cancels a subscription from its emailed link's token, without signing in (readings 8). */
  unsubscribe(payload: { token: string }): Promise<AccountResponse>;
  readonly http: HttpClient;
  /** The timeout every call has (section 7: 15 s). */
  readonly timeoutMs: number;
}

export function isAuthHeaderCountry(countryCode: string, list: readonly string[] | typeof AUTH_HEADER_ALLOW_ALL = AUTH_HEADER_ALLOW_LIST): boolean {
  return list === AUTH_HEADER_ALLOW_ALL || list.includes(AUTH_HEADER_ALLOW_ALL) || list.includes(countryCode.toLowerCase());
}

/**
 * The account / customer service API client (section 7): 15 s timeout; X-COUNTRY-CODE, CLIENT_ID and
 * WHITELABEL_ID 2 on every call, the Bearer token only for countries in the auth-header allow-list.
 */
export function createAccountClient(config: RuntimeConfig, deps: AccountClientDeps): AccountClient {
  const log = deps.log ?? consoleLogger;
  const timeoutMs = deps.timeoutMs ?? ACCOUNT_API_TIMEOUT_MS;
  const http = createHttpClient({
    baseUrl: config.api.accountBaseUrl,
    timeoutMs,
    acceptStatus: () => true,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    headers: async () => {
      const { countryCode } = deps.locale();
      const h: Record<string, string> = { 'X-COUNTRY-CODE': countryCode, CLIENT_ID: config.clientId, WHITELABEL_ID: String(WHITELABEL_ID) };
      if (isAuthHeaderCountry(countryCode, deps.authHeaderCountries)) {
        const token = await callerToken(deps.identity);
        if (token) h.Authorization = `Bearer ${token}`;
      }
      return h;
    },
  });

  async function call<T>(method: 'get' | 'post', path: string, body: unknown, dataSchema?: z.ZodMiniType<T>): Promise<AccountResponse<T> & { raw?: Record<string, unknown> }> {
    try {
      const res = method === 'get' ? await http.get(path) : await http.post(path, body ?? {});
      const env = AccountEnvelopeSchema.safeParse(res.data);
      const resultCode = env.success ? env.data.resultCode : undefined;
      const unauthorized = res.status === 401 || resultCode === SESSION_INVALID_RESULT_CODE;
      let data: T | undefined;
      let valid = env.success;
      if (env.success && dataSchema && env.data.data !== undefined) {
        const parsed = dataSchema.safeParse(env.data.data);
        valid = parsed.success;
        if (parsed.success) data = parsed.data;
        else log(`account: invalid response from ${path}`, parsed.error);
      } else if (env.success) {
        data = env.data.data as T | undefined;
      }
      return {
        httpStatus: res.status,
        ok: res.status >= 200 && res.status < 300 && valid && !unauthorized && (resultCode === undefined || Number(resultCode) === 0),
        unauthorized,
        ...(resultCode !== undefined ? { resultCode } : {}),
        ...(env.success && env.data.resultMessage !== undefined ? { resultMessage: env.data.resultMessage } : {}),
        ...(data !== undefined ? { data } : {}),
        ...(env.success ? { raw: env.data } : {}),
      };
    } catch (e) {
      log(`account: ${path} failed`, e);
      return { httpStatus: 0, ok: false, unauthorized: false };
    }
  }

  const strip = <T>({ raw: _raw, ...r }: AccountResponse<T> & { raw?: unknown }): AccountResponse<T> => r;

  return {
    http,
    timeoutMs,
    async forgotPassword(payload) {
      const { raw, ...r } = await call('post', '/user/forgot-password', payload);
      const shopAccountId = raw && typeof raw.shopAccountId === 'string' ? raw.shopAccountId : undefined;
      return { ...r, codeSent: r.resultMessage === 'Success', ...(shopAccountId ? { shopAccountId } : {}) };
    },
    getDetails: async () => strip(await call('get', '/user/details', undefined, UserDetailsSchema)),
    async auth(payload) {
      const r = strip(await call('post', '/user/auth', payload));
      // "requires resultCode 0": an answer without one is not a success here.
      return { ...r, ok: r.ok && r.resultCode !== undefined };
    },
    initDelete: async (payload) => strip(await call('post', '/user/init-delete', payload)),
    deleteAccount: async (payload) => strip(await call('post', '/user/delete', payload)),
    unsubscribe: async (payload) => strip(await call('post', '/unsubscribe', payload)),
  };
}
