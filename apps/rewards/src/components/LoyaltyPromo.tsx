import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { LOYALTY_CONSTANT, POINTS_PER_ORDER } from '@store/shared/domain';
import { usePoints, useRewardsUser } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

/**
 * The loyalty promo (section 2): how far the signed-in shopper is from the next points reward (LOYALTY_CONSTANT
 * points, POINTS_PER_ORDER per delivered order); a guest reads what loyalty gives.
 */
export const LoyaltyPromo = observer(function LoyaltyPromo() {
  const { t } = useRewardsTranslation();
  const signedIn = useRewardsUser();
  const { points } = usePoints();
  const titleId = `${useId()}-title`;
  const p = points.data;
  const progress = p ? Math.min(p.points, LOYALTY_CONSTANT) : 0;
  const ordersLeft = p ? Math.max(0, Math.ceil((LOYALTY_CONSTANT - p.points) / POINTS_PER_ORDER)) : 0;
  return (
    <section className="ui-card rewards-card rewards-card--promo" aria-labelledby={titleId} data-testid="loyalty-promo">
      <h2 id={titleId}>{t('loyalty.title')}</h2>
      {signedIn && p ? (
        <>
          <p>{ordersLeft === 0 ? t('loyalty.ready', { unitsReward: `${p.reward.units} ${p.reward.unit}` }) : t('loyalty.left', { count: ordersLeft, unitsReward: `${p.reward.units} ${p.reward.unit}` })}</p>
          <progress className="rewards-progress" aria-labelledby={titleId} max={LOYALTY_CONSTANT} value={progress} aria-valuetext={t('loyalty.progress', { points: progress, needed: LOYALTY_CONSTANT })} />
          <p className="rewards-panel__note">{t('loyalty.progress', { points: progress, needed: LOYALTY_CONSTANT })}</p>
        </>
      ) : (
        <p>{t('loyalty.guest', { perOrder: POINTS_PER_ORDER, needed: LOYALTY_CONSTANT })}</p>
      )}
    </section>
  );
});
