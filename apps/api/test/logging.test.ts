import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

// Issue 10: pino request logging with request ids; tokens and codes never reach the log.
it('logs each request with its id and headers, and redacts the bearer token, the session key, the CSRF token and link tokens', async () => {
  const lines: string[] = [];
  const db = openDatabase(':memory:');
  const config = readConfig({ API_PORT: '0', API_DB_PATH: ':memory:', API_LOG_LEVEL: 'info' });
  const app = await buildApp({ db, config, logStream: { write: (line) => lines.push(line) } });
  try {
    const secret = 'eyJhbGciOiJSUzI1NiJ9.secret-token-value.signature';
    const res = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { authorization: `Bearer ${secret}`, 'x-session-key': secret, 'x-csrf-token': 'csrf-secret-value' },
    });
    expect(res.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/provider/payments/ORD-000000000000000000000000?token=payment-link-secret' });
    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: { headers?: Record<string, string> } });
    const incoming = entries.find((e) => e.msg === 'incoming request');
    expect(incoming?.reqId).toBeDefined();
    expect(entries.some((e) => e.msg === 'request completed' && e.reqId === incoming?.reqId)).toBe(true);
    const all = lines.join('\n');
    expect(all).not.toContain('secret-token-value');
    expect(all).not.toContain('csrf-secret-value');
    expect(all).not.toContain('payment-link-secret');
    expect(incoming?.req?.headers?.authorization).toBe('[Redacted]');
  } finally {
    await app.close();
    db.close();
  }
});
