import { PlaceholderPage } from '@store/shared/ui';
import { useCatalogTranslation } from '../../i18n/useCatalogTranslation';

export type MarketingPageProps = Record<string, never>;

export function MarketingPage(_props: MarketingPageProps) {
  const { t, ready } = useCatalogTranslation();
  if (!ready) return <section data-remote-page="catalog" aria-busy="true" />;
  return <PlaceholderPage remote="catalog" title={t('marketing.title')} message={t('marketing.comingSoon')} />;
}

export default MarketingPage;
