import type { FullConfig as ApiConfig } from '../config';

/** The origins a browser may be sent back to after payment: the storefront's and the configured allow-list. */
export function allowedOrigins(config: ApiConfig): Set<string> {
  const set = new Set(config.allowedReturnOrigins.map((o) => safeOrigin(o)).filter((o): o is string => !!o));
  const store = safeOrigin(config.storeUrl);
  if (store) set.add(store);
  return set;
}

function safeOrigin(url: string): string | undefined {
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
