import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { resolveLocalePath, useRootStore } from '@store/shared';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * Applies the country-language prefix rule of section 2 to every page: redirects to the canonical
 * /{language}-{country}/ path, or switches shop country and language to the path's.
 */
export const LocaleGate = observer(function LocaleGate({ children }: { children: ReactNode }) {
  const { shop } = useRootStore();
  const location = useLocation();
  const decision = resolveLocalePath({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    storedCountry: shop.countryCode ?? null,
    switchedLanguage: shop.switchedLanguage ?? null,
  });

  useLayoutEffect(() => {
    if (decision.kind === 'ok' || decision.kind === 'customTheme') {
      if (shop.countryCode !== decision.country.code || shop.language?.code !== decision.language.code) {
        shop.setCountry(decision.country.code, decision.language.code);
      }
    }
  }, [decision, shop]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'notFound') return <NotFoundPage />;
  if ((decision.kind === 'ok' || decision.kind === 'customTheme') && shop.countryCode !== decision.country.code) return null;
  return <>{children}</>;
});
