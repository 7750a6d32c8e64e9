import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { ProblemWithRetry } from '@store/shared/ui';
import { useWalletOverview } from '../api/walletApi';
import { GiftCodePanel } from '../components/GiftCodePanel';
import { TopUpPanel } from '../components/TopUpPanel';
import { WalletFrame } from '../components/WalletFrame';
import { WalletHistory } from '../components/WalletHistory';
import { WalletStateNotice } from '../components/WalletStateNotice';
import { useWalletPlace } from '../components/useWalletPlace';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { WalletUiState } from '../wallet/walletState';

export type WalletHomePageProps = Record<string, never>;

/** /{cc}/wallet/home (section 2): the balance, top-up, gift codes and the wallet's history. */
export const WalletHomePage = observer(function WalletHomePage(_props: WalletHomePageProps) {
  const { t, ready } = useWalletTranslation();
  const overview = useWalletOverview({ poll: true });
  const place = useWalletPlace();
  const { uiState, wallet } = overview;

  const body = () => {
    if (overview.failed) return <ProblemWithRetry message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={overview.retry} />;
    if (uiState === WalletUiState.Loading) {
      return (
        <div aria-busy="true">
          <div className="wallet-skeleton" />
          <p>{t('common.loading')}</p>
        </div>
      );
    }
    if (uiState === WalletUiState.NotActivated) {
      return (
        <div className="wallet-card wallet-card--notice">
          <h2>{t('home.notActivated.title')}</h2>
          <p>{t('home.notActivated.body')}</p>
          <Link className="button button--primary" to={place.path('WalletVerification')}>
            {t('landing.activate')}
          </Link>
        </div>
      );
    }
    const usable = uiState === WalletUiState.Active && wallet ? place.country : undefined;
    return (
      <>
        {wallet && (uiState === WalletUiState.Active || uiState === WalletUiState.Restricted || uiState === WalletUiState.Suspended) ? (
          <div className="wallet-card wallet-balance" data-testid="wallet-balance">
            <p className="wallet-balance__label">{t('home.balance')}</p>
            <p className="wallet-balance__amount" aria-live="polite">
              {place.money(wallet.balanceAmount)}
            </p>
          </div>
        ) : null}
        <WalletStateNotice overview={overview} />
        {usable ? (
          <>
            <TopUpPanel country={usable} settings={overview.settings} />
            <GiftCodePanel />
          </>
        ) : null}
        {wallet && uiState !== WalletUiState.Unavailable ? <WalletHistory /> : null}
      </>
    );
  };

  return (
    <WalletFrame title={t('title.home')} ready={ready} name="home">
      {body()}
    </WalletFrame>
  );
});

export default WalletHomePage;
