import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { ProblemWithRetry, buttonClassName } from '@store/shared/ui';
import { useWalletOverview } from '../api/walletApi';
import { GiftCodePanel } from '../components/GiftCodePanel';
import { TopUpPanel } from '../components/TopUpPanel';
import { WalletFrame } from '../components/WalletFrame';
import { WalletBenefits } from '../components/WalletBenefits';
import { WalletHistory } from '../components/WalletHistory';
import { WalletLoading } from '../components/WalletLoading';
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
    if (overview.failed) return <ProblemWithRetry className="wallet-retry" message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={overview.retry} />;
    if (uiState === WalletUiState.Loading) {
      return <WalletLoading />;
    }
    if (uiState === WalletUiState.NotActivated) {
      return (
        <>
          <div className="ui-card wallet-card wallet-card--notice">
            <h2>{t('home.notActivated.title')}</h2>
            <p>{t('home.notActivated.body')}</p>
            <div className="wallet-actions">
              <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={place.path('WalletVerification')}>
                {t('landing.activate')}
              </Link>
              <Link className={buttonClassName({ variant: 'ghost', size: 'lg' })} to={place.path('Homepage')}>
                {t('common.backToShop')}
              </Link>
            </div>
          </div>
          <WalletBenefits />
        </>
      );
    }
    const usable = uiState === WalletUiState.Active && wallet ? place.country : undefined;
    return (
      <>
        {wallet && (uiState === WalletUiState.Active || uiState === WalletUiState.Restricted || uiState === WalletUiState.Suspended) ? (
          <div className="ui-card wallet-card wallet-balance" data-testid="wallet-balance">
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
