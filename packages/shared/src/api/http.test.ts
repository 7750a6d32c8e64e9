import { classifyNetworkError } from '@store/shared/errors';
import { ApiError } from './apiError';
import { createHttpClient } from './http';
import { useTestServer } from './testServer.testutil';

const live = useTestServer();
const base = () => live.config.api.shopBaseUrl;

describe('the JSON-over-fetch transport', () => {
  test('POSTs JSON with the per-call headers and reads the JSON answer', async () => {
    live.server.handle(() => ({ body: { ok: 1 } }));
    let n = 0;
    const http = createHttpClient({ baseUrl: base(), headers: () => ({ 'x-call': String(++n) }) });
    await expect(http.post('/cms', { a: 1 })).resolves.toEqual({ status: 200, data: { ok: 1 } });
    await http.get('/cms');
    const [first, second] = live.server.requests;
    expect(first).toMatchObject({ method: 'POST', path: '/shop/cms', body: { a: 1 } });
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.headers['x-call']).toBe('1');
    expect(second).toMatchObject({ method: 'GET', path: '/shop/cms' });
    expect(second?.headers['x-call']).toBe('2');
  });

  test('a refused status throws ApiError with it (the network classifier reads it); acceptStatus lets it through', async () => {
    live.server.handle(() => ({ status: 503, body: { message: 'down' } }));
    const error = await createHttpClient({ baseUrl: base() }).post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).body).toEqual({ message: 'down' });
    expect(classifyNetworkError(error).kind).toBe('serverError');
    await expect(createHttpClient({ baseUrl: base(), acceptStatus: () => true }).post('/x', {})).resolves.toEqual({ status: 503, data: { message: 'down' } });
  });

  test('a body that is not JSON reads as undefined data', async () => {
    live.server.handle(() => ({ text: '<html>a proxy page</html>' }));
    await expect(createHttpClient({ baseUrl: base() }).get('/x')).resolves.toEqual({ status: 200, data: undefined });
  });

  test('a slow answer is abandoned at the timeout as a 408 (timeout, section 8)', async () => {
    live.server.handle(() => ({ body: {}, delayMs: 500 }));
    const error = await createHttpClient({ baseUrl: base(), timeoutMs: 50 }).post('/slow', {}).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(408);
    expect(classifyNetworkError(error).kind).toBe('timeout');
  });

  test("the caller's cancellation rejects with its reason, not as a timeout or a network error", async () => {
    live.server.handle(() => ({ body: {}, delayMs: 500 }));
    const controller = new AbortController();
    const call = createHttpClient({ baseUrl: base(), timeoutMs: 5_000 }).post('/slow', {}, { signal: controller.signal });
    controller.abort(new Error('not needed any more'));
    await expect(call).rejects.toThrow('not needed any more');
    const already = new AbortController();
    already.abort(new Error('gone before'));
    await expect(createHttpClient({ baseUrl: base() }).get('/x', { signal: already.signal })).rejects.toThrow('gone before');
  });

  test('no answer at all is an ApiError with status 0', async () => {
    const error = await createHttpClient({ baseUrl: 'http://127.0.0.1:9' }).get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toMatch(/^Network Error/);
  });
});
