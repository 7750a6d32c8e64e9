import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { REWARD_PERCENTAGE_MAX, REWARD_PERCENTAGE_MIN, RETURN_TO_PARAM } from '@store/shared/domain';
import { useRewardsUser } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';
import { buttonClassName } from '@store/shared/ui';

/**
 * The discount banner on sign-in (section 2): a guest is told that signing in pays less, cashback earned on every
 * top-up and spent on the next; links to sign in and sign up. Nothing for a signed-in shopper. With returnHere (the
 * product page's checkout panel) the links come back to this page once signed in, where the form's draft waits.
 */
export const SignInDiscountBanner = observer(function SignInDiscountBanner({ heading = 'h2', returnHere = false }: { heading?: 'h2' | 'h3'; returnHere?: boolean }) {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const signedIn = useRewardsUser();
  const { pathname } = useLocation();
  const titleId = `${useId()}-title`;
  if (signedIn) return null;
  const back = returnHere ? { [RETURN_TO_PARAM]: pathname } : undefined;
  const Heading = heading;
  return (
    <section className="rewards-banner" aria-labelledby={titleId} data-testid="sign-in-discount-banner">
      <Heading id={titleId}>{t('banner.title', { max: REWARD_PERCENTAGE_MAX })}</Heading>
      <p>{t('banner.body', { min: REWARD_PERCENTAGE_MIN, max: REWARD_PERCENTAGE_MAX })}</p>
      <div className="rewards-actions">
        <Link className={buttonClassName({ variant: 'primary' })} to={place.path('SignIn', back)}>
          {t('common.signIn')}
        </Link>
        <Link className={buttonClassName()} to={place.path('SignUp', back)}>
          {t('landing.join')}
        </Link>
      </div>
    </section>
  );
});
