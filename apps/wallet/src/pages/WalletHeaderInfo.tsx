import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useWalletOverview } from '../api/walletApi';
import { ensureWalletStyles } from '../components/styles';
import { useWalletPlace } from '../components/useWalletPlace';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { WalletUiState } from '../wallet/walletState';
import { useHasActiveWalletCookie } from '../wallet/hasActiveWalletCookie';

export type WalletHeaderInfoProps = Record<string, never>;

/**
 * Header wallet info (section 2): a signed-in shopper's Codacash balance, pushed by the live-balance
 * socket (read every 15 s while it is down) so a top-up shows without a reload; otherwise a link to Codacash. Nothing where the wallet does not
 * exist (readings 10), and nothing in a locked country without a wallet (section 4).
 */
export const WalletHeaderInfo = observer(function WalletHeaderInfo(_props: WalletHeaderInfoProps) {
  ensureWalletStyles();
  const { t, ready } = useWalletTranslation();
  const overview = useWalletOverview({ poll: true });
  const place = useWalletPlace();
  useHasActiveWalletCookie(overview.wallet, !overview.signedIn || overview.uiState !== WalletUiState.Loading);
  if (!ready || !overview.offered || overview.infoHidden) return null;
  const { uiState, wallet } = overview;
  if (overview.signedIn && wallet && (uiState === WalletUiState.Active || uiState === WalletUiState.Restricted || uiState === WalletUiState.Suspended)) {
    const amount = place.money(wallet.balanceAmount);
    return (
      <Link className="wallet-header-info" data-widget="wallet" to={place.path('WalletHome')}>
        <span>{t('title.codacash')}</span>
        <span className="wallet-header-info__amount" data-testid="wallet-header-balance">
          {amount}
        </span>
      </Link>
    );
  }
  return (
    <Link className="wallet-header-info" data-widget="wallet" to={place.path('CodacashLandingPage')}>
      {overview.signedIn && uiState === WalletUiState.NotActivated ? t('header.activate') : t('title.codacash')}
    </Link>
  );
});

export default WalletHeaderInfo;
