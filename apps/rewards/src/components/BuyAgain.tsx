import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { localeSegment } from '@store/shared/domain';
import { useRecommendations } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';

/** Purchase recommendations from the shopper's history: the games they bought, to earn cashback again. Nothing when there are none. */
export const BuyAgain = observer(function BuyAgain() {
  const { t } = useRewardsTranslation();
  const { shop } = useRootStore();
  const place = useRewardsPlace();
  const list = useRecommendations();
  if (!list.data?.length || !place.country) return null;
  const prefix = `/${localeSegment(place.country, shop.language)}`;
  return (
    <section className="ui-card rewards-card" aria-labelledby="buy-again-title" data-testid="buy-again">
      <h2 id="buy-again-title">{t('buyAgain.title')}</h2>
      <ul className="rewards-entries">
        {list.data.map((r) => (
          <li key={r.productUrl}>
            <Link to={`${prefix}/${encodeURIComponent(r.productUrl)}`}>
              <bdi>{r.gameName}</bdi>
            </Link>
            <span className="rewards-entries__when">{t('buyAgain.last', { date: place.date(r.transactionDate) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
});
