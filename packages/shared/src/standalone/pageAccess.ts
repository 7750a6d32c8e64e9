import { routeDefinition, UserType, type RouteName } from '@store/shared/domain';

/** The session facts a page's sign-in rule reads. */
export interface StandaloneSession {
  readonly userType: UserType;
  readonly isPartnerAccount: boolean;
}

/**
 * Whether the store route a standalone page stands for needs someone signed in who is not: the sign-in part of the
 * route's access rule (ROUTES). The storefront and country switches are not applied: the team sees every page.
 */
export function needsSignIn(route: RouteName, session: StandaloneSession): boolean {
  const rule = routeDefinition(route).access;
  switch (rule.kind) {
    case 'user':
      return !(rule.userTypes.includes(session.userType) || (rule.partnerAccount && session.isPartnerAccount));
    case 'wallet':
      return session.userType !== UserType.SignedIn || session.isPartnerAccount;
    default:
      return false;
  }
}
