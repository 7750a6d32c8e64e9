import { type RouteName } from '@store/shared/domain';
import { shouldSkipPageView } from '../routes/chromeRules';
import { routeNameOf } from '../routes/routeMatch';

export interface PageViewEvent {
  readonly event: 'page_view';
  readonly route: RouteName | 'NotFound';
  readonly path: string;
  readonly country: string;
  readonly language: string;
  readonly deviceId: string;
  readonly timestamp: number;
}

export interface PageViewDeps {
  /** config.api.trackingUrl; without it page views are a no-op. */
  trackingUrl: string | undefined;
  send?: (url: string, body: string) => void;
}

/** Fire-and-forget: sendBeacon, else fetch keepalive; never blocks and never throws. */
export function beacon(url: string, body: string): void {
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  } catch {
    // Tracking must never break the page.
  }
}

/**
 * The page-view event for a location: skipped on product detail, the legacy redirect and routes with a
 * code query (unless replace_route is true), per shouldSkipPageView. Returns the event sent, if any.
 */
export function trackPageView(
  location: { pathname: string; search: string; legacyRedirect?: boolean },
  context: { country: string; language: string; deviceId: string; now: number },
  deps: PageViewDeps,
): PageViewEvent | undefined {
  const route = routeNameOf(location.pathname);
  if (shouldSkipPageView(location.legacyRedirect ? 'LegacyRedirect' : route, location.search)) return undefined;
  if (!deps.trackingUrl) return undefined;
  const event: PageViewEvent = {
    event: 'page_view',
    route,
    path: location.pathname,
    country: context.country,
    language: context.language,
    deviceId: context.deviceId,
    timestamp: context.now,
  };
  (deps.send ?? beacon)(deps.trackingUrl, JSON.stringify(event));
  return event;
}
