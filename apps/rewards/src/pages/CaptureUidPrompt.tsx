import { useId } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { ensureRewardsStyles } from '../components/styles';
import { useRewardsPlace } from '../components/useRewardsPlace';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { buttonClassName } from '@store/shared/ui';

export interface CaptureUidPromptProps {
  /** The cashback the delivered order earned (major units, shop currency); nothing is shown at 0. */
  cashbackEarned: number;
}

/**
 * The capture-uid prompt (section 2) on a guest's order summary: the order's cashback is kept for an account with the
 * email the guest bought with. Signing up (the email filled in) or signing in here links the order afterwards
 * (setOrderUid, isOrderSummary true: the shell's guest linking), and its cashback is credited to the account.
 * Nothing for a signed-in shopper, whose order is already theirs.
 */
export const CaptureUidPrompt = observer(function CaptureUidPrompt({ cashbackEarned }: CaptureUidPromptProps) {
  ensureRewardsStyles();
  const { t, ready } = useRewardsTranslation();
  const { session } = useRootStore();
  const place = useRewardsPlace();
  const titleId = `${useId()}-title`;
  if (!ready || session.isSignedIn || session.isPartnerAccount || !(cashbackEarned > 0)) return null;
  const email = session.contact?.email;
  const signUp = `${place.path('SignUp')}${email ? `?email=${encodeURIComponent(email)}` : ''}`;
  return (
    <section className="rewards-capture" aria-labelledby={titleId} data-testid="capture-uid-prompt">
      <h2 id={titleId}>{t('capture.title', { amount: place.money(cashbackEarned) })}</h2>
      <p>{email ? t('capture.bodyEmail', { email }) : t('capture.body')}</p>
      <div className="rewards-actions">
        <Link className={buttonClassName({ variant: 'primary' })} to={signUp}>
          {t('capture.signUp')}
        </Link>
        <Link className={buttonClassName()} to={place.path('SignIn')}>
          {t('common.signIn')}
        </Link>
      </div>
    </section>
  );
});

export default CaptureUidPrompt;
