import { decodeJwt, decodeProtectedHeader } from 'jose';
import { signedRequestHeaders, signingKey, verifySignedRequest } from './signedRequest';

const NOW = 1_700_000_000_000;

describe('signed requests (spec 7, readings 12)', () => {
  test('JWT HS256 with an X-iat header; the key is SHA-256(secret + path + time)', async () => {
    const h = await signedRequestHeaders({ secret: 's3cret', path: '/order/create', body: { a: 1 }, nowMs: NOW });
    expect(h['X-iat']).toBe(String(NOW / 1000));
    const jwt = (h.Authorization ?? '').replace('Bearer ', '');
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(jwt)).toEqual({ body: { a: 1 }, iat: NOW / 1000 });
    const key = await signingKey('s3cret', '/order/create', NOW / 1000);
    expect(Buffer.from(key).toString('hex')).toBe(
      (await import('node:crypto')).createHash('sha256').update(`s3cret/order/create${NOW / 1000}`).digest('hex'),
    );
  });

  test('with the context-path flag the path is signed too', async () => {
    const h = await signedRequestHeaders({ secret: 's', path: '/p', includeContextPath: true, nowMs: NOW });
    expect(decodeJwt((h.Authorization ?? '').slice(7))).toEqual({ body: null, path: '/p', iat: NOW / 1000 });
    await expect(verifySignedRequest({ secret: 's', path: '/p', token: h.Authorization ?? '', iat: h['X-iat'] ?? '', nowMs: NOW })).resolves.toBe(true);
  });

  test('verification: right secret/path/time/body pass; anything else fails (replay protection)', async () => {
    const body = { order: 1 };
    const h = await signedRequestHeaders({ secret: 's', path: '/order', body, nowMs: NOW });
    const base = { secret: 's', path: '/order', token: h.Authorization ?? '', iat: h['X-iat'] ?? '', body, nowMs: NOW };
    await expect(verifySignedRequest(base)).resolves.toBe(true);
    await expect(verifySignedRequest({ ...base, secret: 'x' })).resolves.toBe(false);
    await expect(verifySignedRequest({ ...base, path: '/other' })).resolves.toBe(false);
    await expect(verifySignedRequest({ ...base, iat: Number(base.iat) + 1 })).resolves.toBe(false);
    await expect(verifySignedRequest({ ...base, iat: 'abc' })).resolves.toBe(false);
    await expect(verifySignedRequest({ ...base, body: { order: 2 } })).resolves.toBe(false);
    await expect(verifySignedRequest({ ...base, nowMs: NOW + 301_000 })).resolves.toBe(false);
    await expect(verifySignedRequest({ ...base, nowMs: NOW + 299_000 })).resolves.toBe(true);
    await expect(verifySignedRequest({ ...base, token: 'garbage' })).resolves.toBe(false);
  });
});
