import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { PRIZE_DRAW_WINNERS, intlLocale } from '@store/shared/domain';
import { usePrizeDraw } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';

/** The prize draw's winners (section 9: 15): last month's draw among the country's signed-in buyers, contacts masked. */
export const PrizeDrawWinners = observer(function PrizeDrawWinners() {
  const { t } = useRewardsTranslation();
  const place = useRewardsPlace();
  const draw = usePrizeDraw();
  const titleId = `${useId()}-title`;
  const d = draw.data;
  const month = (iso: string) => {
    try {
      return new Intl.DateTimeFormat(intlLocale(place.language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}-01T00:00:00Z`));
    } catch {
      return iso;
    }
  };
  return (
    <section className="ui-card rewards-card" aria-labelledby={titleId} data-testid="prize-draw">
      <h2 id={titleId}>{t('draw.title')}</h2>
      <p>{t('draw.how', { count: PRIZE_DRAW_WINNERS })}</p>
      {draw.isError ? <p className="rewards-problem">{t('common.loadFailed')}</p> : null}
      {!d && !draw.isError ? <p aria-busy="true">{t('common.loading')}</p> : null}
      {d && d.winners.length === 0 ? <p>{t('draw.none', { month: month(d.month) })}</p> : null}
      {d && d.winners.length > 0 ? (
        <>
          <h3 className="rewards-draw__month">{t('draw.month', { month: month(d.month) })}</h3>
          <ol className="rewards-winners" aria-label={t('draw.month', { month: month(d.month) })}>
            {d.winners.map((w) => (
              <li key={w.rank}>
                <bdi>{w.name}</bdi>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
});
