/** The partner profile page's route (a shell page of the white-label store, section 2). */
export const PARTNER_PROFILE_ROUTE_ID = 'PartnerProfile';
export const PARTNER_PROFILE_PATH = '/:countryCode/user/profile';

export function partnerProfilePath(countryCode: string): string {
  return `/${encodeURIComponent(countryCode)}/user/profile`;
}

/** Whether the page shown is the partner profile page (a country page outside the shared route table). */
export function isPartnerProfileMatch(matches: ReadonlyArray<{ id: string }>): boolean {
  return matches[matches.length - 1]?.id === PARTNER_PROFILE_ROUTE_ID;
}
