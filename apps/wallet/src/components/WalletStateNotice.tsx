import { Link } from 'react-router';
import { countryByCode, CountryStatus } from '@store/shared/domain';
import type { WalletOverview } from '../api/walletApi';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { WalletUiState } from '../wallet/walletState';
import { useWalletPlace } from './useWalletPlace';
import { buttonClassName } from '@store/shared/ui';

/** The i18n key that explains a wallet state the shopper cannot act on here (null: nothing to explain). */
export function stateNoticeKey(overview: Pick<WalletOverview, 'offered' | 'uiState' | 'settings'>): string | null {
  if (!overview.offered) return 'state.notOffered';
  switch (overview.uiState) {
    case WalletUiState.Unavailable:
      return 'state.otherCountry';
    case WalletUiState.Restricted:
      return 'state.restricted';
    case WalletUiState.Suspended:
      return 'state.suspended';
    case WalletUiState.ActivationDisabled:
      return overview.settings?.countryStatus === CountryStatus.Locked ? 'state.locked' : 'state.activationDisabled';
    case WalletUiState.MaxUsersReached:
      return 'state.maxUsersReached';
    default:
      return null;
  }
}

/**
 * Why the wallet cannot be used here (not offered in the country, a wallet of another country,
 * restricted, suspended, locked, activations disabled, max users reached), with a way out: the shop.
 */
export function WalletStateNotice({ overview }: { overview: WalletOverview }) {
  const { t } = useWalletTranslation();
  const place = useWalletPlace();
  const key = stateNoticeKey(overview);
  if (!key) return null;
  const walletCountry = overview.wallet ? countryByCode(overview.wallet.countryCode) : undefined;
  return (
    <div className="ui-card wallet-card wallet-card--notice" role="status" data-wallet-state={key.replace('state.', '')}>
      <h2>{t(`${key}.title`)}</h2>
      <p>{t(`${key}.body`, { country: place.countryName(place.country), walletCountry: place.countryName(walletCountry) })}</p>
      <div className="wallet-actions">
        <Link className={buttonClassName({ variant: 'primary' })} to={place.path('Homepage')}>
          {t('common.backToShop')}
        </Link>
      </div>
    </div>
  );
}
