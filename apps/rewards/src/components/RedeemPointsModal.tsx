import { useState } from 'react';
import { Link } from 'react-router';
import { canRedeemPoints } from '@store/shared/domain';
import { Modal, buttonClassName } from '@store/shared/ui';
import type { usePoints } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';
import { PlayerIdClaimForm } from './PlayerIdClaimForm';

/**
 * The redeem-points modal (section 2): sign-in required (a guest is offered sign-in or an account); too few points
 * cannot redeem (section 5); otherwise the player ID and Redeem.
 */
export function RedeemPointsModal({ signedIn, state, onClose }: { signedIn: boolean; state: ReturnType<typeof usePoints>; onClose: () => void }) {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const [outcome, setOutcome] = useState<number | 'failed' | undefined>(undefined);
  const p = state.points.data;

  const body = () => {
    if (!signedIn) {
      return (
        <>
          <p>{t('points.signInRequired')}</p>
          <div className="rewards-actions">
            <Link className={buttonClassName({ variant: 'primary' })} to={place.path('SignIn')}>
              {t('common.signIn')}
            </Link>
            <Link className={buttonClassName()} to={place.path('SignUp')}>
              {t('landing.join')}
            </Link>
          </div>
        </>
      );
    }
    if (!p) return <p aria-busy="true">{t('common.loading')}</p>;
    if (outcome === 0) {
      return (
        <p className="rewards-success" data-testid="points-outcome">
          {t('points.redeemed', { units: p.reward.units, unit: p.reward.unit })}
        </p>
      );
    }
    if (!canRedeemPoints(p.points)) {
      return (
        <p className="rewards-problem" data-testid="points-too-few">
          {t('points.tooFew', { needed: p.needed, points: p.points })}
        </p>
      );
    }
    return (
      <PlayerIdClaimForm
        claimLabel={t('points.redeem')}
        pending={state.redeem.isPending}
        onClaim={(userId) => state.redeem.mutate(userId, { onSuccess: (r) => setOutcome(r.resultCode), onError: () => setOutcome('failed') })}
        intro={<p>{t('points.offer', { needed: p.needed, units: p.reward.units, unit: p.reward.unit })}</p>}
        outcome={outcome !== undefined ? <p className="rewards-problem">{t(outcome === 1203 ? 'daily.error.1203' : 'daily.error.other')}</p> : null}
      />
    );
  };

  return (
    <Modal title={t('points.modalTitle')} onClose={onClose} closeLabel={t('common.close')} name="redeem-points" className="rewards-dialog">
      <div aria-live="polite">{body()}</div>
    </Modal>
  );
}
