import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { LOYALTY_CONSTANT, POINTS_PER_ORDER } from '@store/shared/domain';
import { usePoints, useRewardsUser } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { RedeemPointsModal } from './RedeemPointsModal';
import { Button } from '@store/shared/ui';

/** The points info card (section 2): the shopper's points, how they are earned, and the redeem-points modal. */
export const PointsInfoCard = observer(function PointsInfoCard() {
  const { t } = useRewardsTranslation();
  const signedIn = useRewardsUser();
  const state = usePoints();
  const [open, setOpen] = useState(false);
  const p = state.points.data;
  return (
    <section className="ui-card rewards-card" aria-labelledby="points-title" data-testid="points-card">
      <h2 id="points-title">{t('points.title')}</h2>
      {signedIn ? (
        state.points.isError ? (
          <p className="rewards-problem">{t('common.loadFailed')}</p>
        ) : (
          <p data-testid="points-balance">{p ? t('points.balance', { points: p.points }) : t('common.loading')}</p>
        )
      ) : null}
      <p>{t('points.how', { perOrder: POINTS_PER_ORDER, needed: LOYALTY_CONSTANT })}</p>
      <Button  onClick={() => setOpen(true)}>
        {t('points.open')}
      </Button>
      {open ? <RedeemPointsModal signedIn={signedIn} state={state} onClose={() => setOpen(false)} /> : null}
    </section>
  );
});
