import { ConsentCategory, type ConsentStore, type CookieJar } from '@store/shared';
import { DAY_MS, IMPACT_CLICK_ID_COOKIE_DAYS, type Clock, type KeyValueStorage } from '@store/shared/domain';
import { recordUtmVisit } from './utm';

/** The affiliate network's click id: query parameter and cookie name (decision: not shown in the spec). */
export const IMPACT_CLICK_ID_PARAM = 'irclickid';
export const IMPACT_CLICK_ID_COOKIE = 'irclickid';

export interface CampaignCaptureDeps {
  consent: Pick<ConsentStore, 'isGranted'>;
  storage: KeyValueStorage;
  cookies: CookieJar;
  clock: Clock;
  /** The partner variant keeps UTM records 7 days instead of 30. */
  partnerVariant: boolean;
}

/**
 * Records the landing URL's campaign parameters (UTM list, impact click id) - only when marketing
 * consent (C0004) allows; before that nothing is written.
 */
export function captureCampaign(search: string, deps: CampaignCaptureDeps): boolean {
  if (!deps.consent.isGranted(ConsentCategory.Marketing)) return false;
  recordUtmVisit(deps.storage, search, deps.clock, deps.partnerVariant);
  const clickId = new URLSearchParams(search).get(IMPACT_CLICK_ID_PARAM);
  if (clickId) deps.cookies.set(IMPACT_CLICK_ID_COOKIE, clickId, new Date(deps.clock() + IMPACT_CLICK_ID_COOKIE_DAYS * DAY_MS));
  return true;
}
