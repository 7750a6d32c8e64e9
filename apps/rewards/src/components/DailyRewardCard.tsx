import { useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { FreebieCode } from '@store/shared/domain';
import { useDailyReward, useRewardsUser } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';
import { PlayerIdClaimForm } from './PlayerIdClaimForm';
import { buttonClassName } from '@store/shared/ui';

/** The refusals of section 8 the daily reward shares with the freebie, each with its own message. */
const KNOWN_REFUSALS = new Set<number>(Object.values(FreebieCode).filter((code) => code !== FreebieCode.Claimed));

/** The daily reward (section 2 "freebie and daily reward claim"): a signed-in shopper claims a small item for their player once a day. */
export const DailyRewardCard = observer(function DailyRewardCard() {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const signedIn = useRewardsUser();
  const { status, claim } = useDailyReward();
  const [outcome, setOutcome] = useState<number | 'failed' | undefined>(undefined);

  if (!signedIn) {
    return (
      <section className="ui-card rewards-card" aria-labelledby="daily-title" data-testid="daily-reward">
        <h2 id="daily-title">{t('daily.title')}</h2>
        <p>{t('daily.signIn')}</p>
        <Link className={buttonClassName({ variant: 'primary' })} to={place.path('SignIn')}>
          {t('common.signIn')}
        </Link>
      </section>
    );
  }

  const onClaim = (userId: string) => claim.mutate(userId, { onSuccess: (r) => setOutcome(r.resultCode), onError: () => setOutcome('failed') });

  const reward = status.data?.reward;
  const message =
    outcome === undefined
      ? undefined
      : outcome === 0
        ? { ok: true, text: t('daily.claimed', { units: reward?.units ?? '', unit: reward?.unit ?? '' }) }
        : { ok: false, text: t(typeof outcome === 'number' && KNOWN_REFUSALS.has(outcome) ? `daily.error.${outcome}` : 'daily.error.other') };

  return (
    <section className="ui-card rewards-card" aria-labelledby="daily-title" data-testid="daily-reward">
      <h2 id="daily-title">{t('daily.title')}</h2>
      {status.isError ? <p className="rewards-problem">{t('common.loadFailed')}</p> : null}
      {reward ? <p>{t('daily.body', { units: reward.units, unit: reward.unit })}</p> : <p aria-busy="true">{t('common.loading')}</p>}
      {status.data?.claimedToday && outcome === undefined ? <p className="rewards-success">{t('daily.alreadyToday')}</p> : null}
      <PlayerIdClaimForm claimLabel={t('daily.claim')} pending={claim.isPending} onClaim={onClaim} />
      <div aria-live="polite">
        {message ? (
          <p className={message.ok ? 'rewards-success' : 'rewards-problem'} data-testid="daily-outcome">
            {message.text}
          </p>
        ) : null}
      </div>
    </section>
  );
});
