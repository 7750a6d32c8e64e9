import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Checkbox, Skeleton } from '@store/shared/ui';
import { useRewardsQuote, useRewardsUser } from '../api/rewardsApi';
import { RestrictionDialog } from '../components/RestrictionDialog';
import { SignInDiscountBanner } from '../components/SignInDiscountBanner';
import { ensureRewardsStyles } from '../components/styles';
import { useRewardsPlace } from '../components/useRewardsPlace';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';

export interface UseRewardsPanelProps {
  /** What the order costs before rewards (major units, after any promo); undefined until an item is chosen. */
  total: number | undefined;
  /** The chosen payment channel, if any. */
  channelId: number | undefined;
  /** Its name, for the restriction dialog. */
  channelName?: string;
  /** The rewards the order uses (major units): 0 when the toggle is off or rewards cannot be used. */
  onChange: (amount: number) => void;
}

/**
 * The use-rewards panel of checkout (section 2), rendered in checkout's remote slot: available and maximum usable
 * rewards, the balance not applicable here, the expiry note; a toggle uses up to the allowed amount. A channel with a
 * required minimum payment opens the restriction dialog instead (section 5). Guests are offered an account.
 */
export const UseRewardsPanel = observer(function UseRewardsPanel({ total, channelId, channelName, onChange }: UseRewardsPanelProps) {
  ensureRewardsStyles();
  const { t, ready } = useRewardsTranslation();
  const place = useRewardsPlace();
  const signedIn = useRewardsUser();
  const quote = useRewardsQuote(total, channelId);
  const [on, setOn] = useState(false);
  const [restricted, setRestricted] = useState(false);
  const toggleId = useId();
  const q = quote.data;
  const usable = on && q && !q.restricted && !quote.isPlaceholderData ? q.maximum : 0;

  // The order follows the panel: the amount changes with the item, the channel and the toggle.
  useEffect(() => {
    onChange(usable);
  }, [usable, onChange]);
  // A channel with a minimum payment turns the toggle off.
  useEffect(() => {
    if (q?.restricted && on) setOn(false);
  }, [q?.restricted, on]);

  if (!ready) return <section className="rewards-panel" aria-busy="true" />;
  if (!signedIn) {
    return (
      <div data-testid="use-rewards-panel" dir="auto">
        <SignInDiscountBanner heading="h3" returnHere />
      </div>
    );
  }
  const body = () => {
    if (quote.isError) return <p className="rewards-problem">{t('panel.loadFailed')}</p>;
    if (total === undefined) return <p className="rewards-panel__note">{t('panel.chooseItem')}</p>;
    if (!q)
      return (
        <div aria-busy="true" className="rewards-panel__loading">
          <Skeleton height="1rem" width="70%" />
          <Skeleton height="1rem" width="50%" />
          <span className="ui-visually-hidden">{t('common.loading')}</span>
        </div>
      );
    return (
      <>
        <dl className="rewards-summary">
          <dt>{t('panel.available')}</dt>
          <dd data-testid="rewards-available">{place.money(q.available)}</dd>
          <dt>{t('panel.maximum')}</dt>
          <dd data-testid="rewards-maximum">{place.money(q.restricted ? 0 : q.maximum)}</dd>
          {q.notApplicable.length > 0 ? (
            <>
              <dt>{t('panel.notApplicable')}</dt>
              <dd>{q.notApplicable.map((n) => `${n.currency} ${n.amount}`).join(', ')}</dd>
            </>
          ) : null}
        </dl>
        {q.available > 0 ? (
          <Checkbox
            id={toggleId}
            className="rewards-toggle"
            role="switch"
            label={t('panel.toggle', { amount: place.money(q.restricted ? q.available : q.maximum) })}
            checked={on && !q.restricted}
            disabled={quote.isPlaceholderData || (!q.restricted && q.maximum <= 0)}
            onChange={(e) => {
              if (e.target.checked && q.restricted) {
                setRestricted(true);
                return;
              }
              setOn(e.target.checked);
            }}
          />
        ) : (
          <p className="rewards-panel__note">{t('panel.none')}</p>
        )}
        {q.nextExpiry ? (
          <p className="rewards-panel__note" data-testid="rewards-expiry-note">
            {t('panel.expiryNote', { amount: place.money(q.nextExpiry.amount), date: place.date(q.nextExpiry.date) })}
          </p>
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {usable > 0 ? t('panel.using', { amount: place.money(usable) }) : ''}
        </p>
      </>
    );
  };
  return (
    <section className="rewards-panel" aria-labelledby={`${toggleId}-title`} data-testid="use-rewards-panel">
      <h3 id={`${toggleId}-title`}>{t('panel.title')}</h3>
      {body()}
      {restricted ? <RestrictionDialog channelName={channelName} onClose={() => setRestricted(false)} /> : null}
    </section>
  );
});

export default UseRewardsPanel;
