import { ApiError } from './apiError';

/** An answer read as JSON (`data` is undefined when the body is empty or not JSON). */
export interface HttpResponse {
  readonly status: number;
  readonly data: unknown;
}

export interface HttpRequestOptions {
  signal?: AbortSignal;
  /** Headers of this call only, added to (and over) the client's headers (the caller's token on the calls about the caller). */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
}

/** The JSON-over-HTTP transport of the shop, search and account clients. */
export interface HttpClient {
  get(path: string, options?: HttpRequestOptions): Promise<HttpResponse>;
  post(path: string, body: unknown, options?: HttpRequestOptions): Promise<HttpResponse>;
}

export interface HttpClientOptions {
  baseUrl: string;
  /** Abandon a call after this long: it fails with status 408 (timeout, section 8). */
  timeoutMs?: number;
  /** Headers of every call, read per call (the token, the shop language). */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /** Which statuses resolve; the others throw ApiError with the status. Default: 2xx. */
  acceptStatus?: (status: number) => boolean;
  /** fetch to use (defaults to the global one): tests answer at the HTTP level through it. */
  fetch?: typeof fetch;
}

const is2xx = (status: number) => status >= 200 && status < 300;

/** The caller's signal and the timeout as one: whichever comes first aborts the call. */
function abortSignal(timeoutMs: number | undefined, outer: AbortSignal | undefined): { signal?: AbortSignal; timedOut: () => boolean; done: () => void } {
  if (!timeoutMs && !outer) return { timedOut: () => false, done: () => undefined };
  const controller = new AbortController();
  let timedOut = false;
  const timer = timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs)
    : undefined;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      if (timer) clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/**
 * JSON over fetch: the browser's own client, so the page ships no HTTP library for it
 * (docs/decisions/http-clients-on-fetch.md). A cancelled call rejects with the caller's abort reason,
 * a timeout with ApiError 408, no answer with ApiError 0, a refused status with ApiError(status).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const accept = options.acceptStatus ?? is2xx;
  async function send(method: 'GET' | 'POST', path: string, body: unknown, { signal, headers: callHeaders }: HttpRequestOptions = {}): Promise<HttpResponse> {
    const abort = abortSignal(options.timeoutMs, signal);
    const headers: Record<string, string> = { Accept: 'application/json', ...(await options.headers?.()), ...(await callHeaders?.()) };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? globalThis.fetch)(options.baseUrl + path, {
        method,
        headers,
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        ...(abort.signal ? { signal: abort.signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      if (abort.timedOut()) throw new ApiError(`timeout of ${options.timeoutMs}ms exceeded`, 408);
      if (signal?.aborted) throw error;
      throw new ApiError(`Network Error: ${error instanceof Error ? error.message : String(error)}`, 0);
    } finally {
      abort.done();
    }
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!accept(response.status)) throw new ApiError(`Request failed with status code ${response.status}`, response.status, data);
    return { status: response.status, data };
  }
  return {
    get: (path, opts) => send('GET', path, undefined, opts),
    post: (path, body, opts) => send('POST', path, body, opts),
  };
}
