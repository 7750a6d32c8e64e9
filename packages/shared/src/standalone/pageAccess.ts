import { MenuFeatureSchema } from '@store/shared';
import { routeAccess, type RouteName, type UserType } from '@store/shared/domain';

/** The session facts a page's sign-in rule reads. */
export interface StandaloneSession {
  readonly userType: UserType;
  readonly isPartnerAccount: boolean;
}

/** The team sees every page: a full store (shop accounts, not white-label) with every country feature on. */
const EVERY_PAGE_STOREFRONT = { theme: { enable: { userAccounts: true } }, countryFeatures: MenuFeatureSchema.options } as const;

/**
 * Whether the store route a standalone page stands for needs someone signed in who is not: the route's own access
 * rule (routeAccess), with the storefront and country switches all on, so only who is signed in decides.
 */
export function needsSignIn(route: RouteName, session: StandaloneSession): boolean {
  return routeAccess(route, { ...EVERY_PAGE_STOREFRONT, userType: session.userType, isPartnerAccount: session.isPartnerAccount }) !== 'allow';
}
