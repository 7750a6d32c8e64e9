import { Link } from 'react-router';
import { buttonClassName } from '@store/shared/ui';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';

/**
 * How a guest keeps the cashback their orders earned: create an account with the email they bought with (filled in
 * on the sign-up page), or sign in to it. The guest's orders and cashback then move to the account.
 */
export function KeepCashbackActions({ email }: { email: string | undefined }) {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  return (
    <div className="rewards-actions">
      <Link className={buttonClassName({ variant: 'primary' })} to={place.path('SignUp', email ? { email } : undefined)}>
        {t('capture.signUp')}
      </Link>
      <Link className={buttonClassName()} to={place.path('SignIn')}>
        {t('common.signIn')}
      </Link>
    </div>
  );
}
