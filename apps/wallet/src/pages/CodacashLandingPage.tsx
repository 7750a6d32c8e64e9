import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { ProblemWithRetry, buttonClassName, Skeleton } from '@store/shared/ui';
import { useWalletOverview } from '../api/walletApi';
import { WalletBenefits } from '../components/WalletBenefits';
import { WalletFrame } from '../components/WalletFrame';
import { WalletStateNotice } from '../components/WalletStateNotice';
import { useWalletPlace } from '../components/useWalletPlace';
import { useWalletTranslation } from '../i18n/useWalletTranslation';
import { WalletUiState } from '../wallet/walletState';

export type CodacashLandingPageProps = Record<string, never>;

/**
 * /{cc}/codacash, for guests and users (section 2): what Codacash is, then the next step for this
 * shopper: sign in, activate, open the wallet, or why the wallet is not available here.
 */
export const CodacashLandingPage = observer(function CodacashLandingPage(_props: CodacashLandingPageProps) {
  const { t, ready } = useWalletTranslation();
  const overview = useWalletOverview();
  const place = useWalletPlace();
  const { uiState, signedIn } = overview;

  const nextStep = () => {
    if (overview.failed) return <ProblemWithRetry className="wallet-retry" message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={overview.retry} />;
    if (uiState === WalletUiState.Loading) return <Skeleton height="3rem" width="12rem" radius="var(--ui-radius-md)" />;
    if (!signedIn && overview.offered && (uiState === WalletUiState.NotActivated || uiState === WalletUiState.MaxUsersReached)) {
      return (
        <div className="ui-card wallet-card">
          <h2>{t('landing.guest.title')}</h2>
          <p>{t('landing.guest.body')}</p>
          <div className="wallet-actions">
            <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={place.path('SignIn')}>
              {t('landing.signIn')}
            </Link>
            <Link className={buttonClassName({ size: 'lg' })} to={place.path('SignUp')}>
              {t('landing.signUp')}
            </Link>
          </div>
        </div>
      );
    }
    if (uiState === WalletUiState.Active) {
      return (
        <div className="wallet-actions">
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={place.path('WalletHome')}>
            {t('landing.openWallet')}
          </Link>
        </div>
      );
    }
    if (uiState === WalletUiState.NotActivated) {
      return (
        <div className="wallet-actions">
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={place.path('WalletVerification')}>
            {t('landing.activate')}
          </Link>
        </div>
      );
    }
    return <WalletStateNotice overview={overview} />;
  };

  return (
    <WalletFrame title={t('title.codacash')} ready={ready} name="landing">
      <p className="wallet__lead">{t('landing.lead')}</p>
      <WalletBenefits />
      {nextStep()}
    </WalletFrame>
  );
});

export default CodacashLandingPage;
