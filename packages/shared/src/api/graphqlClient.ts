import { ClientError, GraphQLClient } from 'graphql-request';
import { z } from 'zod';
import { GUEST_LINKING_MEDIUM } from '../domain/constants';
import type { Country } from '../domain/countries';
import type { GuestPurchaseInfo } from '../domain/guestPurchase';
import type { RuntimeConfig } from '../domain/runtimeConfig';
import { ApiError } from './apiError';
import { callerToken, NO_EXPERIMENTS, type ExperimentSource, type IdentityProvider } from './identity';

/** The one operation that carries X-XSRF-TOKEN (section 7). */
export const XSRF_OPERATION = 'ChargeWallet';

export interface GraphqlClientDeps {
  identity: IdentityProvider;
  experiments?: ExperimentSource;
  whitelabelId?: number;
  /** The page path sent in the `path` header. */
  getPath?: () => string;
  /** The shop's language: product texts come in it where translated (Accept-Language). */
  getLanguage?: () => string | undefined;
  /** The anti-forgery token for ChargeWallet. */
  getXsrfToken?: () => string | undefined | Promise<string | undefined>;
  /** Whether the auth-header experiment is on: then the caller's token goes as Bearer. */
  isAuthHeaderExperimentOn?: () => boolean;
  /** A 401 logs out the partner account (section 7). */
  onUnauthorized?: () => void;
  /** fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
}

export interface GraphqlRequest<S extends z.ZodType> {
  document: string;
  variables?: Record<string, unknown>;
  /** The data's schema: every answer is validated before it enters the app. */
  schema: S;
  /** Picks the regional endpoint by the country's regionCode. */
  country?: Pick<Country, 'regionCode'>;
  headers?: Record<string, string>;
}

export const SET_ORDER_UID_MUTATION = /* GraphQL */ `
  mutation setOrderUid(
    $txnId: String!
    $medium: String!
    $uid: String!
    $userSessionId: String
    $userId: String
    $zoneId: String
    $voucherTypeId: Int
    $gvtId: Int
    $lvtId: Int
    $pcId: Int
    $checkoutId: String
    $isOrderSummary: Boolean
  ) {
    setOrderUid(
      txnId: $txnId
      medium: $medium
      uid: $uid
      userSessionId: $userSessionId
      userId: $userId
      zoneId: $zoneId
      voucherTypeId: $voucherTypeId
      gvtId: $gvtId
      lvtId: $lvtId
      pcId: $pcId
      checkoutId: $checkoutId
      isOrderSummary: $isOrderSummary
    ) {
      statusCode
      statusMessage
    }
  }
`;

export const SetOrderUidResultSchema = z.object({
  setOrderUid: z.object({ statusCode: z.coerce.number(), statusMessage: z.string().nullish() }),
});

export interface GraphqlClient {
  request<S extends z.ZodType>(req: GraphqlRequest<S>): Promise<z.output<S>>;
  /** Guest linking: uid is the user's email, medium 'email', isOrderSummary true (section 7). */
  setOrderUid(
    info: GuestPurchaseInfo,
    ctx: { uid: string; languageCode: string; accessToken: string; country?: Pick<Country, 'regionCode'> },
  ): Promise<{ statusCode: number; statusMessage?: string }>;
  endpointFor(country?: Pick<Country, 'regionCode'>): string;
}

/** The operation's name, from `query Name` / `mutation Name`. */
export function operationNameOf(document: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

/**
 * The GraphQL client (section 7): regional endpoint by the country's regionCode, else the default;
 * headers path, X-XSRF-TOKEN (ChargeWallet only), X-EXPT-TOKEN, X-EXPT-CONTEXT, X-WHITELABEL-ID and an
 * optional Bearer when the auth-header experiment is on. A 401 calls onUnauthorized.
 */
export function createGraphqlClient(config: RuntimeConfig, deps: GraphqlClientDeps): GraphqlClient {
  const experiments = deps.experiments ?? NO_EXPERIMENTS;
  const endpointFor = (country?: Pick<Country, 'regionCode'>) =>
    (country && config.api.graphqlRegionalUrls[country.regionCode]) || config.api.graphqlUrl;

  async function headersFor(operation: string | undefined, extra: Record<string, string> = {}): Promise<Record<string, string>> {
    const h: Record<string, string> = {};
    const path = deps.getPath?.();
    if (path) h.path = path;
    const language = deps.getLanguage?.();
    if (language) h['Accept-Language'] = language;
    const token = experiments.getToken();
    const context = experiments.getContext();
    if (token) h['X-EXPT-TOKEN'] = token;
    if (context) h['X-EXPT-CONTEXT'] = context;
    if (deps.whitelabelId !== undefined) h['X-WHITELABEL-ID'] = String(deps.whitelabelId);
    if (operation === XSRF_OPERATION) {
      const xsrf = await deps.getXsrfToken?.();
      if (xsrf) h['X-XSRF-TOKEN'] = xsrf;
    }
    if (deps.isAuthHeaderExperimentOn?.()) {
      const bearer = await callerToken(deps.identity);
      if (bearer) h.Authorization = `Bearer ${bearer}`;
    }
    return { ...h, ...extra };
  }

  async function request<S extends z.ZodType>(req: GraphqlRequest<S>): Promise<z.output<S>> {
    const client = new GraphQLClient(endpointFor(req.country), deps.fetch ? { fetch: deps.fetch } : {});
    let data: unknown;
    try {
      data = await client.request({
        document: req.document,
        variables: req.variables ?? {},
        requestHeaders: await headersFor(operationNameOf(req.document), req.headers),
      });
    } catch (e) {
      if (e instanceof ClientError && e.response.status === 401) deps.onUnauthorized?.();
      throw e;
    }
    const parsed = req.schema.safeParse(data);
    if (!parsed.success) throw new ApiError(`Invalid GraphQL response: ${parsed.error.message}`, 200, data);
    return parsed.data;
  }

  return {
    endpointFor,
    request,
    async setOrderUid(info, ctx) {
      const out = await request({
        document: SET_ORDER_UID_MUTATION,
        variables: { ...info, uid: ctx.uid, medium: GUEST_LINKING_MEDIUM, isOrderSummary: true },
        schema: SetOrderUidResultSchema,
        ...(ctx.country ? { country: ctx.country } : {}),
        headers: { 'X-SESSION-COUNTRY2NAME': ctx.languageCode.toUpperCase(), 'X-SESSION-KEY': ctx.accessToken },
      });
      return {
        statusCode: out.setOrderUid.statusCode,
        ...(out.setOrderUid.statusMessage ? { statusMessage: out.setOrderUid.statusMessage } : {}),
      };
    },
  };
}
