import * as z from '@store/shared/schema';
import { GUEST_LINKING_MEDIUM } from '@store/shared/domain';
import type { Country, GuestPurchaseInfo } from '@store/shared/domain';
import type { RuntimeConfig } from '@store/shared';
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

export interface GraphqlRequest<S extends z.ZodMiniType> {
  document: string;
  variables?: Record<string, unknown>;
  /** The data's schema: every answer is validated before it enters the app. */
  schema: S;
  /** Picks the regional endpoint by the country's regionCode. */
  country?: Pick<Country, 'regionCode'>;
  headers?: Record<string, string>;
  /**
   * The language to answer in (Accept-Language). A query passes its key's language, so an answer is
   * never stored under another language's key; without it, the shop language at request time.
   */
  language?: string;
  /** Cancels the request (a query nobody reads any more: TanStack Query's signal). */
  signal?: AbortSignal;
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
  setOrderUid: z.object({ statusCode: z.coerce.number(), statusMessage: z.nullish(z.string()) }),
});

export interface GraphqlClient {
  request<S extends z.ZodMiniType>(req: GraphqlRequest<S>): Promise<z.output<S>>;
  /** Guest linking: uid is the user's email, medium 'email', isOrderSummary true (section 7). */
  setOrderUid(
    info: GuestPurchaseInfo,
    ctx: { uid: string; languageCode: string; accessToken: string; country?: Pick<Country, 'regionCode'> },
  ): Promise<{ statusCode: number; statusMessage?: string }>;
  endpointFor(country?: Pick<Country, 'regionCode'>): string;
}

/** One entry of a GraphQL answer's `errors`. */
export interface GraphqlErrorEntry {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/**
 * A GraphQL call that failed: an HTTP status other than 2xx, an unreadable answer, or `errors` in it.
 * `status` (and `response.status`) is the HTTP status; `response.errors` the GraphQL errors. A plain
 * fetch (docs/decisions/graphql-over-fetch.md): the documents are strings, so no GraphQL parser ships.
 */
export class GraphqlRequestError extends ApiError {
  constructor(
    message: string,
    readonly response: { readonly status: number; readonly errors?: readonly GraphqlErrorEntry[]; readonly data?: unknown },
  ) {
    super(message, response.status, response);
    this.name = 'GraphqlRequestError';
  }
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

  async function headersFor(operation: string | undefined, extra: Record<string, string> = {}, answerLanguage?: string): Promise<Record<string, string>> {
    const h: Record<string, string> = {};
    const path = deps.getPath?.();
    if (path) h.path = path;
    const language = answerLanguage ?? deps.getLanguage?.();
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

  async function request<S extends z.ZodMiniType>(req: GraphqlRequest<S>): Promise<z.output<S>> {
    const operationName = operationNameOf(req.document);
    const response = await (deps.fetch ?? globalThis.fetch)(endpointFor(req.country), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        ...(await headersFor(operationName, req.headers, req.language)),
      },
      body: JSON.stringify({ query: req.document, variables: req.variables ?? {}, operationName }),
      ...(req.signal ? { signal: req.signal } : {}),
    });
    const text = await response.text();
    let body: { data?: unknown; errors?: readonly GraphqlErrorEntry[] } | undefined;
    try {
      body = text ? (JSON.parse(text) as typeof body) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok || !body || (body.errors?.length ?? 0) > 0) {
      if (response.status === 401) deps.onUnauthorized?.();
      const first = body?.errors?.[0]?.message;
      throw new GraphqlRequestError(`GraphQL ${operationName ?? 'request'} failed with status code ${response.status}${first ? `: ${first}` : ''}`, {
        status: response.status,
        ...(body?.errors ? { errors: body.errors } : {}),
        ...(body && 'data' in body ? { data: body.data } : {}),
      });
    }
    const parsed = req.schema.safeParse(body.data);
    if (!parsed.success) throw new ApiError(`Invalid GraphQL response: ${parsed.error.message}`, 200, body.data);
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
