import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { Button } from '@store/shared/ui';
import { useShellTranslation } from '../i18n/shellI18n';
import { useShell } from '../chrome/ShellContext';

/**
 * The cookie banner (section 4): shown until a preference-updated cookie exists. A non-modal dialog -
 * the page stays usable - placed first in the tab order so keyboard users meet it first.
 */
export const CookieBanner = observer(function CookieBanner() {
  const { consent } = useRootStore();
  const { t } = useShellTranslation();
  const titleId = useId();
  if (!consent.showBanner) return null;
  return (
    <div className="cookie-banner" role="dialog" aria-modal="false" aria-labelledby={titleId} data-cookie-banner>
      <h2 id={titleId}>{t('consent.bannerTitle')}</h2>
      <p>{t('consent.bannerBody')}</p>
      <div className="cookie-banner__actions">
        <Button variant="primary" onClick={consent.acceptAll}>
          {t('consent.acceptAll')}
        </Button>
        <Button onClick={consent.rejectAll}>{t('consent.rejectAll')}</Button>
        <Button variant="ghost" onClick={consent.openPreferences}>
          {t('consent.preferences')}
        </Button>
      </div>
    </div>
  );
});

/** The cookie banner in the shell: never mounted in prerender (section 2). */
export function ShellCookieBanner() {
  const { prerender } = useShell();
  return prerender ? null : <CookieBanner />;
}
