// node --test scripts/: the storefront's CORS origins and HTML security headers, from the run-time documents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { scriptHashSource, storefrontHtmlHeaders, storefrontOrigins, storefrontServing, websocketOriginOf } from './storefront-headers.mjs';
import { remotesManifest, runtimeConfig } from './runtime-config.mjs';

const env = { STORE_PORT_SHELL: '3100', STORE_PORT_CATALOG: '3101', STORE_PORT_CHECKOUT: '3102', STORE_PORT_API: '4100' };

const directives = (csp) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

test('CORS origins are the storefronts hosts on the shell port', () => {
  const origins = storefrontOrigins(runtimeConfig(env), env);
  assert.ok(origins.includes('http://127.0.0.1:3100'));
  assert.ok(origins.includes('http://localhost:3100'));
  assert.ok(origins.every((o) => o.endsWith(':3100')), origins.join());
});

test('the CSP allows the remotes of the manifest and the API, and nothing that evaluates strings', () => {
  const headers = storefrontHtmlHeaders({ remotes: remotesManifest(env), config: runtimeConfig(env) });
  const csp = directives(headers['content-security-policy']);
  for (const remote of ['http://127.0.0.1:3101', 'http://127.0.0.1:3102']) {
    assert.ok(csp['script-src'].includes(remote), `script-src ${remote}`);
    assert.ok(csp['connect-src'].includes(remote), `connect-src ${remote}`);
  }
  assert.ok(csp['connect-src'].includes('http://127.0.0.1:4100'), 'the API');
  assert.ok(!csp['script-src'].includes('http://127.0.0.1:4100'), 'the API serves no script');
  assert.doesNotMatch(headers['content-security-policy'], /unsafe-eval/);
  assert.ok(!csp['script-src'].includes("'unsafe-inline'"));
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
});

test('a remote moved in the manifest is allowed where it moved, whatever the manifest shape', () => {
  const config = runtimeConfig(env);
  const flat = storefrontHtmlHeaders({ remotes: { checkout: 'https://checkout.example/v2/mf-manifest.json' }, config });
  assert.match(flat['content-security-policy'], /script-src 'self' https:\/\/checkout\.example[ ;]/);
  const nested = storefrontHtmlHeaders({ remotes: { partner: { catalog: 'https://catalog.example/mf-manifest.json' } }, config });
  assert.match(nested['content-security-policy'], /script-src 'self' https:\/\/catalog\.example[ ;]/);
});

test('dev-override origins (allow-listed in config.json) may serve remote code', () => {
  const headers = storefrontServing({ ...env, STORE_DEV_OVERRIDE_ORIGINS: 'http://127.0.0.1:3111' }).htmlHeaders();
  assert.ok(directives(headers['content-security-policy'])['script-src'].includes('http://127.0.0.1:3111'));
});

test("the CSP lets the page open the API's websockets (the live wallet balance), ws for http and wss for https", () => {
  const local = directives(storefrontHtmlHeaders({ remotes: remotesManifest(env), config: runtimeConfig(env) })['content-security-policy']);
  assert.ok(local['connect-src'].includes('ws://127.0.0.1:4100'), local['connect-src'].join(' '));
  assert.ok(!local['connect-src'].some((s) => s.startsWith('ws://127.0.0.1:3101')), 'remotes serve code, not sockets');
  const config = { ...runtimeConfig(env), api: { walletBaseUrl: 'https://wallet.example/wallet', shopBaseUrl: 'https://shop.example/shop' } };
  const deployed = directives(storefrontHtmlHeaders({ remotes: {}, config })['content-security-policy']);
  assert.ok(deployed['connect-src'].includes('wss://wallet.example'));
  assert.ok(deployed['connect-src'].includes('wss://shop.example'));
  assert.ok(!deployed['connect-src'].includes('ws://wallet.example'), 'no clear-text socket to an https API');
  assert.equal(websocketOriginOf('http://localhost:4000'), 'ws://localhost:4000');
});

test("the CSP lets the white-label page load the partner's SDK script and call the partner's identity service", () => {
  const withPartner = { ...env, STORE_PORT_PARTNER: '4102' };
  const csp = directives(storefrontHtmlHeaders({ remotes: remotesManifest(withPartner), config: runtimeConfig(withPartner) })['content-security-policy']);
  assert.ok(csp['script-src'].includes('http://127.0.0.1:4102'), csp['script-src'].join(' '));
  assert.ok(csp['connect-src'].includes('http://127.0.0.1:4102'));
  assert.ok(!csp['form-action'].includes('http://127.0.0.1:4102'), 'sign-in leaves by navigation, not by a store form');
});

test("the page's own inline script (the shell's start script) is allowed by its hash, and no other inline script", () => {
  const start = '(()=>{document.title="x"})();';
  const hash = `'sha256-${createHash('sha256').update(start).digest('base64')}'`;
  assert.equal(scriptHashSource(start), hash);
  const csp = directives(storefrontServing(env, { inlineScripts: () => [start] }).htmlHeaders()['content-security-policy']);
  assert.deepEqual(csp['script-src'].filter((s) => s.startsWith("'sha256-")), [hash]);
  assert.ok(!csp['script-src'].includes("'unsafe-inline'"));
  const none = directives(storefrontServing(env).htmlHeaders()['content-security-policy']);
  assert.ok(!none['script-src'].some((s) => s.startsWith("'sha256-")), 'a page without inline scripts allows none');
});
