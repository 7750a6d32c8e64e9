import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { ProblemWithRetry } from '@store/shared/ui';
import { useWalletOverview } from '../api/walletApi';
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
    if (overview.failed) return <ProblemWithRetry message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={overview.retry} />;
    if (uiState === WalletUiState.Loading) return <p aria-busy="true">{t('common.loading')}</p>;
    if (!signedIn && overview.offered && (uiState === WalletUiState.NotActivated || uiState === WalletUiState.MaxUsersReached)) {
      return (
        <div className="wallet-card">
          <h2>{t('landing.guest.title')}</h2>
          <p>{t('landing.guest.body')}</p>
          <div className="wallet-actions">
            <Link className="button button--primary" to={place.path('SignIn')}>
              {t('landing.signIn')}
            </Link>
            <Link className="button" to={place.path('SignUp')}>
              {t('landing.signUp')}
            </Link>
          </div>
        </div>
      );
    }
    if (uiState === WalletUiState.Active) {
      return (
        <div className="wallet-actions">
          <Link className="button button--primary" to={place.path('WalletHome')}>
            {t('landing.openWallet')}
          </Link>
        </div>
      );
    }
    if (uiState === WalletUiState.NotActivated) {
      return (
        <div className="wallet-actions">
          <Link className="button button--primary" to={place.path('WalletVerification')}>
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
      <ul className="wallet-benefits">
        <li>
          <strong>{t('landing.benefit.fast.title')}</strong>
          {t('landing.benefit.fast.body')}
        </li>
        <li>
          <strong>{t('landing.benefit.topUp.title')}</strong>
          {t('landing.benefit.topUp.body')}
        </li>
        <li>
          <strong>{t('landing.benefit.gift.title')}</strong>
          {t('landing.benefit.gift.body')}
        </li>
      </ul>
      {nextStep()}
    </WalletFrame>
  );
});

export default CodacashLandingPage;
