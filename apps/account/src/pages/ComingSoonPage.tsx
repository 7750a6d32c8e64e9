import { PlaceholderPage } from '@store/shared/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';

/** An account page that is not open yet, in the shop language (nothing until its words have loaded). */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t, ready } = useAccountTranslation();
  if (!ready) return <section data-remote-page="account" aria-busy="true" />;
  return <PlaceholderPage remote="account" title={t(titleKey)} message={t('page.comingSoon')} />;
}
