// Who may talk to the store's static servers, and what a storefront page may load: the CORS origins
// (the storefronts' own hosts) and the security headers of every storefront HTML document.
// Both are derived from the run-time documents the shell reads (config.json and remotes.json), so a
// remote added to remotes.json or a new storefront host is allowed without a second list.
import { createHash } from 'node:crypto';
import { portOf } from './apps.mjs';
import { remotesManifest, runtimeConfig } from './runtime-config.mjs';

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const unique = (values) => [...new Set(values.filter(Boolean))];

/** The websocket origin beside an http(s) one (the API's live wallet balance): http -> ws, https -> wss. */
export const websocketOriginOf = (origin) => origin.replace(/^http(s?):\/\//, 'ws$1://');

/** The origins of every http(s) URL anywhere in a JSON document (its shape may grow). */
const originsIn = (value) =>
  typeof value === 'string'
    ? /^https?:\/\//.test(value)
      ? [originOf(value)]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(originsIn)
      : [];

/** The CSP source that allows one inline script, by its exact text: 'sha256-<base64>'. */
export const scriptHashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The origins a storefront is opened on: every host of every storefront, on the shell's port
 * (a real deploy serves https on the default port; pass its own origins instead).
 * @param {{ storefronts: Array<{ themeHostname: string[] }> }} config the run-time configuration
 */
export function storefrontOrigins(config, env = process.env) {
  const port = portOf('shell', env);
  return unique(config.storefronts.flatMap((s) => s.themeHostname.map((host) => `http://${host}:${port}`)));
}

/**
 * The headers of a storefront HTML document.
 * - CSP: scripts only from the page's origin and the remotes the manifest names (and the dev-override
 *   origins the config allows); data only from those and the API (its websockets too); no eval, and no
 *   inline script but the ones the page is built with (`inlineScripts`: the shell's start script), by hash.
 *   Inline styles stay allowed: each app injects its stylesheet as a <style> element.
 * - frame-ancestors 'none': no page may frame the store (clickjacking on pay buttons).
 * @param {{ remotes: unknown, config: { api: Record<string, unknown>, auth?: { userPoolEndpoint?: string }, devOverrideOrigins?: string[], partnerSso?: Record<string, unknown> }, inlineScripts?: string[] }} o
 */
export function storefrontHtmlHeaders({ remotes, config, inlineScripts = [] }) {
  const remoteOrigins = unique(originsIn(remotes));
  const apiOrigins = unique([...originsIn(config.api), ...originsIn(config.auth ?? {})]);
  const devOrigins = unique(originsIn(config.devOverrideOrigins ?? []));
  // The partner's SDK script is loaded from, and calls, the partner's identity service.
  const partnerOrigins = unique(originsIn(config.partnerSso ?? {}));
  const code = unique(["'self'", ...remoteOrigins, ...devOrigins, ...partnerOrigins]);
  const inlineHashes = unique(inlineScripts.map(scriptHashSource));
  const directives = {
    'default-src': ["'self'"],
    'script-src': [...code, ...inlineHashes],
    // CSP does not let an http(s) source cover ws(s): the API's websockets are named on their own.
    'connect-src': unique([...code, ...apiOrigins, ...originsIn(config.api).map(websocketOriginOf)]),
    'img-src': unique(["'self'", 'data:', ...apiOrigins, ...remoteOrigins]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", ...apiOrigins]),
    'frame-ancestors': ["'none'"],
  };
  return {
    'content-security-policy': Object.entries(directives)
      .map(([name, sources]) => `${name} ${sources.join(' ')}`)
      .join('; '),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * CORS origins and HTML headers of the store that `npm start` (or the e2e run) serves with this env.
 * @param {{ inlineScripts?: () => string[] }} [o]  the inline scripts of the pages served (the shell's), read per page
 */
export function storefrontServing(env = process.env, { inlineScripts = () => [] } = {}) {
  return {
    origins: storefrontOrigins(runtimeConfig(env), env),
    htmlHeaders: () => storefrontHtmlHeaders({ remotes: remotesManifest(env), config: runtimeConfig(env), inlineScripts: inlineScripts() }),
  };
}
