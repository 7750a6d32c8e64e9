import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import type { Country } from '@store/shared/domain';
import { mapSignUpError } from '@store/shared/errors';
import { AuthPage, AuthPageLoading } from '../../components/AuthPage';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { authCodeText, networkText } from '../../i18n/messages';
import { authTypeOf, methodOfUsername } from '../../lib/authLogin';
import { clearPendingSignUp, pageSessionStorage } from '../../lib/pendingSignUp';
import { useAuthLinks } from '../../lib/useAuthScreen';
import { confirmationFromQuery, isAlreadyConfirmed } from './confirmLink';
import { buttonClassName } from '@store/shared/ui';

export type ConfirmSignupPageProps = Record<string, never>;

type Outcome = { status: 'checking' } | { status: 'confirmed' } | { status: 'failed'; message: string };

const Confirmation = observer(function Confirmation({ country }: { country: Country }) {
  const { t } = useAccountTranslation();
  const { auth } = useRootStore();
  const location = useLocation();
  const links = useAuthLinks(country);
  const fromVerify = (location.state as { outcome?: string } | null)?.outcome === 'confirmed';
  const link = confirmationFromQuery(location.search);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    fromVerify ? { status: 'confirmed' } : link ? { status: 'checking' } : { status: 'failed', message: t('confirm.invalidLink') },
  );
  const started = useRef(false);
  useEffect(() => {
    if (fromVerify || !link || started.current) return;
    started.current = true;
    auth
      .confirmSignUp(link.username, link.code)
      .then(() => {
        clearPendingSignUp(pageSessionStorage());
        setOutcome({ status: 'confirmed' });
      })
      .catch((error: unknown) => {
        if (isAlreadyConfirmed(error)) return setOutcome({ status: 'confirmed' });
        const message = networkText(t, error) ?? authCodeText(t, mapSignUpError(error, authTypeOf(methodOfUsername(link.username))));
        setOutcome({ status: 'failed', message });
      });
  }, [auth, fromVerify, link, t]);

  if (outcome.status === 'checking') {
    return (
      <AuthPage title={t('confirm.checkingTitle')}>
        <p role="status">{t('confirm.checking')}</p>
      </AuthPage>
    );
  }
  if (outcome.status === 'confirmed') {
    return (
      <AuthPage title={t('confirm.successTitle')} focusOnMount>
        <div className="account__status">
          <p className="account__status-icon" aria-hidden="true">
            ✓
          </p>
          <p role="status">{t('confirm.successText')}</p>
        </div>
        <Link className={buttonClassName({ variant: 'primary', size: 'lg', block: true })} to={links.signIn}>
          {t('confirm.signIn')}
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('confirm.failedTitle')} focusOnMount>
      <div className="form-alert" role="alert">
        <p>{outcome.message}</p>
      </div>
      <p>{t('confirm.failedNext')}</p>
      <div className="account__actions">
        <Link className={buttonClassName({ variant: 'primary', size: 'lg', block: true })} to={links.signIn}>
          {t('confirm.signIn')}
        </Link>
        <Link className={buttonClassName({ size: 'lg', block: true })} to={links.signUp}>
          {t('confirm.signUpAgain')}
        </Link>
      </div>
    </AuthPage>
  );
});

/** ConfirmSignup (section 2): the confirmation link's success or failure. */
function ConfirmSignupPage(_props: ConfirmSignupPageProps) {
  const { shop } = useRootStore();
  const { ready } = useAccountTranslation();
  if (!ready || !shop.country) return <AuthPageLoading />;
  return <Confirmation country={shop.country} />;
}

export default observer(ConfirmSignupPage);
