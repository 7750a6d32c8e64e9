import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { resolveLocalePath } from './localeResolution';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * Applies the country-language prefix rule of section 2 to every page: redirects to the canonical
 * /{language}-{country}/ path (the legacy bare /{country}/... form included), or switches shop country
 * and language to the path's (a non-default language marks the switched language, a default clears it).
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

  const target = decision.kind === 'ok' || decision.kind === 'customTheme' ? decision : undefined;
  const needsSwitch = target !== undefined && (shop.countryCode !== target.country.code || shop.language?.code !== target.language.code);

  useLayoutEffect(() => {
    if (target && needsSwitch) shop.setCountry(target.country.code, target.language.code);
  }, [target, needsSwitch, shop]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={{ legacyRedirect: true }} />;
  if (decision.kind === 'notFound') return <NotFoundPage />;
  if (target && shop.countryCode !== target.country.code) return null;
  return <>{children}</>;
});
