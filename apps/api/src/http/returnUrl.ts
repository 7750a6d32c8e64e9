import type { FullConfig as ApiConfig } from '../config';

/** The origins a browser may be sent back to after payment: the storefront's and the configured allow-list. */
export function allowedOrigins(config: ApiConfig): Set<string> {
  const set = new Set(config.allowedReturnOrigins.map((o) => safeOrigin(o)).filter((o): o is string => !!o));
  const store = safeOrigin(config.storeUrl);
  if (store) set.add(store);
  return set;
}

export function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** A return URL is accepted only as an absolute http(s) URL on an allowed origin (no open redirects). */
export function isAllowedReturnUrl(config: ApiConfig, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return allowedOrigins(config).has(parsed.origin);
}

/** The return URL with orderId added (the complete screen reads ?orderId=...). */
export function withOrderId(url: string, orderId: string): string {
  const u = new URL(url);
  u.searchParams.set('orderId', orderId);
  return u.toString();
}

/** The origins CORS allows (with credentials): the storefronts and any extra configured origin. Never `null`. */
export function corsOrigins(config: ApiConfig): Set<string> {
  const set = allowedOrigins(config);
  for (const o of config.corsOrigins) {
    const origin = safeOrigin(o);
    if (origin && origin !== 'null') set.add(origin);
  }
  return set;
}

/**
 * The storefront a message's link leads to: the request's Origin when it is one of the storefronts
 * (the shopper started there), else the configured store URL.
 */
export function storefrontUrl(config: ApiConfig, origin: string | string[] | undefined): string {
  const o = Array.isArray(origin) ? origin[0] : origin;
  if (o && allowedOrigins(config).has(o)) return o;
  return config.storeUrl.replace(/\/+$/, '');
}
