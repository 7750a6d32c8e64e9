import { useId, useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { FreebieCode } from '@store/shared/domain';
import { messageFor } from '@store/shared/errors';
import { useFreebie, useRewardsUser } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';
import { PlayerIdClaimForm } from './PlayerIdClaimForm';
import { buttonClassName } from '@store/shared/ui';

/**
 * The freebie (section 2 "freebie claim"): a welcome item a new account claims once for its player. The API answers
 * 0 or a code of section 8 (1201, 1202, 1203, 3007, 1204), shown with the catalogue's message.
 */
export const FreebieCard = observer(function FreebieCard() {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const signedIn = useRewardsUser();
  const { status, claim } = useFreebie();
  const [outcome, setOutcome] = useState<number | 'failed' | undefined>(undefined);
  const titleId = `${useId()}-title`;

  if (!signedIn) {
    return (
      <section className="ui-card rewards-card" aria-labelledby={titleId} data-testid="freebie">
        <h2 id={titleId}>{t('freebie.title')}</h2>
        <p>{t('freebie.signIn')}</p>
        <Link className={buttonClassName({ variant: 'primary' })} to={place.path('SignUp')}>
          {t('landing.join')}
        </Link>
      </section>
    );
  }

  const onClaim = (userId: string) => claim.mutate(userId, { onSuccess: (r) => setOutcome(r.resultCode), onError: () => setOutcome('failed') });

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
    <section className="ui-card rewards-card rewards-card--promo" aria-labelledby={titleId} data-testid="freebie">
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
        <PlayerIdClaimForm claimLabel={t('freebie.claim')} pending={claim.isPending} onClaim={onClaim} />
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
