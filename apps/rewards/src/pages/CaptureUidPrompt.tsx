import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { ensureRewardsStyles } from '../components/styles';
import { KeepCashbackActions } from '../components/KeepCashbackActions';
import { useRewardsPlace } from '../components/useRewardsPlace';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

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
  // An order bought with no receipt contact (a guest's gift, say) has nothing an account could be matched by.
  if (!email && !session.contact?.phone) return null;
  return (
    <section className="rewards-capture" aria-labelledby={titleId} data-testid="capture-uid-prompt">
      <h2 id={titleId}>{t('capture.title', { amount: place.money(cashbackEarned) })}</h2>
      <p>{email ? t('capture.bodyEmail', { email }) : t('capture.body')}</p>
      <KeepCashbackActions email={email} />
    </section>
  );
});

export default CaptureUidPrompt;
