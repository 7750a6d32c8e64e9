import { useId } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { REWARD_PERCENTAGE_MAX, REWARD_PERCENTAGE_MIN } from '@store/shared/domain';
import { useRewardsUser } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';
import { buttonClassName } from '@store/shared/ui';

/**
 * The discount banner on sign-in (section 2): a guest is told that signing in pays less, cashback earned on every
 * top-up and spent on the next; links to sign in and sign up. Nothing for a signed-in shopper.
 */
export const SignInDiscountBanner = observer(function SignInDiscountBanner({ heading = 'h2' }: { heading?: 'h2' | 'h3' }) {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const signedIn = useRewardsUser();
  const titleId = `${useId()}-title`;
  if (signedIn) return null;
  const Heading = heading;
  return (
    <section className="rewards-banner" aria-labelledby={titleId} data-testid="sign-in-discount-banner">
      <Heading id={titleId}>{t('banner.title', { max: REWARD_PERCENTAGE_MAX })}</Heading>
      <p>{t('banner.body', { min: REWARD_PERCENTAGE_MIN, max: REWARD_PERCENTAGE_MAX })}</p>
      <div className="rewards-actions">
        <Link className={buttonClassName({ variant: 'primary' })} to={place.path('SignIn')}>
          {t('common.signIn')}
        </Link>
        <Link className={buttonClassName()} to={place.path('SignUp')}>
          {t('landing.join')}
        </Link>
      </div>
    </section>
  );
});
