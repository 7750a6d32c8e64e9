import { decodeJwt, decodeProtectedHeader } from 'jose';
import { signedRequestHeaders, signingKey } from './signedRequest';

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
  });
});
