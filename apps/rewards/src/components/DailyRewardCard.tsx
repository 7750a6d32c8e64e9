import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useDailyReward, useRewardsUser } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';

const KNOWN_REFUSALS = new Set([1201, 1202, 1203, 1204, 3007]);

/** The daily reward (section 2 "freebie and daily reward claim"): a signed-in shopper claims a small item for their player once a day. */
export const DailyRewardCard = observer(function DailyRewardCard() {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const signedIn = useRewardsUser();
  const { status, claim } = useDailyReward();
  const [userId, setUserId] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<number | 'failed' | undefined>(undefined);
  const inputId = useId();

  if (!signedIn) {
    return (
      <section className="rewards-card" aria-labelledby="daily-title" data-testid="daily-reward">
        <h2 id="daily-title">{t('daily.title')}</h2>
        <p>{t('daily.signIn')}</p>
        <Link className="button button--primary" to={place.path('SignIn')}>
          {t('common.signIn')}
        </Link>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Section 5: the daily gift needs an account entered.
    if (!userId.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    claim.mutate(userId.trim(), { onSuccess: (r) => setOutcome(r.resultCode), onError: () => setOutcome('failed') });
  };

  const reward = status.data?.reward;
  const message =
    outcome === undefined
      ? undefined
      : outcome === 0
        ? { ok: true, text: t('daily.claimed', { units: reward?.units ?? '', unit: reward?.unit ?? '' }) }
        : { ok: false, text: t(typeof outcome === 'number' && KNOWN_REFUSALS.has(outcome) ? `daily.error.${outcome}` : 'daily.error.other') };

  return (
    <section className="rewards-card" aria-labelledby="daily-title" data-testid="daily-reward">
      <h2 id="daily-title">{t('daily.title')}</h2>
      {status.isError ? <p className="rewards-problem">{t('common.loadFailed')}</p> : null}
      {reward ? <p>{t('daily.body', { units: reward.units, unit: reward.unit })}</p> : <p aria-busy="true">{t('common.loading')}</p>}
      {status.data?.claimedToday && outcome === undefined ? <p className="rewards-success">{t('daily.alreadyToday')}</p> : null}
      <form onSubmit={submit} noValidate>
        <div className="rewards-field">
          <label htmlFor={inputId}>{t('daily.playerId')}</label>
          <input
            id={inputId}
            value={userId}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={missing}
            aria-describedby={missing ? `${inputId}-error` : undefined}
            onChange={(e) => setUserId(e.target.value)}
          />
          {missing ? (
            <p className="rewards-field__error" id={`${inputId}-error`}>
              {t('daily.playerIdRequired')}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={claim.isPending}>
          {t('daily.claim')}
        </button>
      </form>
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
