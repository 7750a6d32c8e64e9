import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { routeAccess, type RouteName } from '@store/shared/domain';
import { RemoteSlotLoading } from '../federation/RemoteSlotParts';

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
  if (access !== 'allow') return <SentOn to={access.redirect} />;
  return <>{children}</>;
});

/**
 * A page this shopper may not see: its place shows as loading while the shopper is sent on, once rendered. The server
 * renders a signed-in page so for the guest it sees (a signed-in shopper's page is rendered afresh in the browser):
 * a guest's browser hydrates that same place, then leaves.
 */
function SentOn({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <RemoteSlotLoading remote="shell" page />;
}
