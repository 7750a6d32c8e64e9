import { PlaceholderPage } from '@store/shared/ui';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

/** A rewards page that is not open yet, in the shop language (nothing until its words have loaded). */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t, ready } = useRewardsTranslation();
  if (!ready) return <section data-remote-page="rewards" aria-busy="true" />;
  return <PlaceholderPage remote="rewards" title={t(titleKey)} message={t('comingSoon')} />;
}
