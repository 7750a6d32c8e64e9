import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { routeAccess, type RouteName } from '@store/shared/domain';

/**
 * Section 2 "Access": account screens only for a theme with user accounts and no white-label id; user
 * routes need sign-in (or a partner account for transactions) and the country's menu feature; wallet
 * screens a signed-in shop user and the wallet feature. Otherwise redirect to /.
 */
export const RouteGuard = observer(function RouteGuard({ route, children }: { route: RouteName; children: ReactNode }) {
  const { shop, session, theme } = useRootStore();
  const access = routeAccess(route, {
    userType: session.userType,
    isPartnerAccount: session.isPartnerAccount,
    countryFeatures: shop.menuFeatures,
    theme: { whitelabelId: theme?.whitelabelId, enable: { userAccounts: theme?.enable.userAccounts ?? false } },
  });
  if (access !== 'allow') return <Navigate to={access.redirect} replace />;
  return <>{children}</>;
});
