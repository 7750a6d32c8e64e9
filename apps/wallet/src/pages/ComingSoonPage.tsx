import { PlaceholderPage } from '@store/shared/ui';
import { useWalletTranslation } from '../i18n/useWalletTranslation';

/** A wallet page that is not open yet, in the shop language (nothing until its words have loaded). */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t, ready } = useWalletTranslation();
  if (!ready) return <section data-remote-page="wallet" aria-busy="true" />;
  return <PlaceholderPage remote="wallet" title={t(titleKey)} message={t('comingSoon')} />;
}
