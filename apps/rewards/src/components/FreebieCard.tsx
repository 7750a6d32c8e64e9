import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { FreebieCode } from '@store/shared/domain';
import { messageFor } from '@store/shared/errors';
import { useFreebie, useRewardsUser } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';

/**
 * The freebie (section 2 "freebie claim"): a welcome item a new account claims once for its player. The API answers
 * 0 or a code of section 8 (1201, 1202, 1203, 3007, 1204), shown with the catalogue's message.
 */
export const FreebieCard = observer(function FreebieCard() {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const signedIn = useRewardsUser();
  const { status, claim } = useFreebie();
  const [userId, setUserId] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<number | 'failed' | undefined>(undefined);
  const inputId = useId();
  const titleId = `${inputId}-title`;

  if (!signedIn) {
    return (
      <section className="rewards-card" aria-labelledby={titleId} data-testid="freebie">
        <h2 id={titleId}>{t('freebie.title')}</h2>
        <p>{t('freebie.signIn')}</p>
        <Link className="button button--primary" to={place.path('SignUp')}>
          {t('landing.join')}
        </Link>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    claim.mutate(userId.trim(), { onSuccess: (r) => setOutcome(r.resultCode), onError: () => setOutcome('failed') });
  };

  const s = status.data;
  const claimed = !!s?.claimedAt;
  const expired = !!s && !claimed && Date.parse(s.validUntil) <= Date.now();
  const message =
    outcome === undefined
      ? undefined
      : outcome === FreebieCode.Claimed
        ? { ok: true, text: t('freebie.claimed', { units: s?.reward.units ?? '', unit: s?.reward.unit ?? '' }) }
        : { ok: false, text: t(outcome === 'failed' ? 'common.claimFailed' : messageFor('freebie', outcome).key) };

  return (
    <section className="rewards-card rewards-card--promo" aria-labelledby={titleId} data-testid="freebie">
      <h2 id={titleId}>{t('freebie.title')}</h2>
      {status.isError ? <p className="rewards-problem">{t('common.loadFailed')}</p> : null}
      {s ? (
        <p>{t('freebie.body', { units: s.reward.units, unit: s.reward.unit, date: place.date(s.validUntil) })}</p>
      ) : status.isError ? null : (
        <p aria-busy="true">{t('common.loading')}</p>
      )}
      {claimed && outcome === undefined ? <p className="rewards-success">{t('freebie.alreadyClaimed', { date: place.date(s.claimedAt ?? '') })}</p> : null}
      {expired && outcome === undefined ? <p className="rewards-problem">{t(messageFor('freebie', FreebieCode.ValidityExpired).key)}</p> : null}
      {s && !claimed && outcome !== FreebieCode.Claimed ? (
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
            {t('freebie.claim')}
          </button>
        </form>
      ) : null}
      <div role="status">
        {message ? (
          <p className={message.ok ? 'rewards-success' : 'rewards-problem'} data-testid="freebie-outcome">
            {message.text}
          </p>
        ) : null}
      </div>
    </section>
  );
});
