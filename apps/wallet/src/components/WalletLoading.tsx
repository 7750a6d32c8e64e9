import { Skeleton } from '@store/shared/ui';
import { useWalletTranslation } from '../i18n/useWalletTranslation';

/** The shape of a wallet page while it loads (a balance and a card), with "Loading" for screen readers. */
export function WalletLoading() {
  const { t } = useWalletTranslation();
  return (
    <div className="wallet-loading" aria-busy="true">
      <Skeleton height="6rem" radius="var(--ui-radius-lg)" />
      <Skeleton height="12rem" radius="var(--ui-radius-lg)" />
      <p className="ui-visually-hidden">{t('common.loading')}</p>
    </div>
  );
}
