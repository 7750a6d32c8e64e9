/** One HTTP call a test answers: the path after the base URL, the JSON body, the headers. */
export interface JsonCall {
  readonly url: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly headers: Headers;
}

/**
 * A fetch that answers every call with `answer(call)` as JSON 200 (a thrown error answers 500), for tests
 * that give the real clients an HTTP answer without a server. `base` is cut from the URL to give `path`.
 */
export function jsonFetch(answer: (call: JsonCall) => unknown, base = 'http://api.test'): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call = { url, path: url.startsWith(base) ? url.slice(base.length) : url, body, headers: new Headers(init.headers) };
    let status = 200;
    let data: unknown;
    try {
      data = await answer(call);
    } catch (error) {
      status = 500;
      data = { errors: [{ message: String(error) }] };
    }
    const text = JSON.stringify(data ?? null);
    return { ok: status < 300, status, headers: new Headers({ 'content-type': 'application/json' }), text: async () => text, json: async () => data };
  }) as unknown as typeof fetch;
}
