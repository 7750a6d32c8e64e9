import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { seesCrossBorderSavings } from '@store/shared/domain';
import { useSavings } from '../api/rewardsApi';
import { useRewardsTranslation } from '../i18n/useRewardsTranslation';
import { useRewardsPlace } from './useRewardsPlace';

/**
 * The cross-border voucher savings box (section 2, Indonesia accounts only): what the account saved on vouchers in
 * this shop, promo discounts plus cashback. Nothing for other accounts, or before the first saving.
 */
export const CrossBorderSavingsBox = observer(function CrossBorderSavingsBox() {
  const { t } = useRewardsTranslation();
  const { session } = useRootStore();
  const place = useRewardsPlace();
  const shown = seesCrossBorderSavings(session.userCountry);
  const savings = useSavings(shown);
  const titleId = `${useId()}-title`;
  const s = savings.data;
  if (!shown || !s || !s.eligible || !place.country || s.currency !== place.country.currency) return null;
  return (
    <section className="ui-card rewards-card rewards-card--promo" aria-labelledby={titleId} data-testid="cross-border-savings">
      <h2 id={titleId}>{t('savings.title')}</h2>
      {s.orders === 0 ? (
        <p>{t('savings.none')}</p>
      ) : (
        <>
          <p className="rewards-savings__amount">{place.money(s.saved)}</p>
          <p>{t('savings.body', { count: s.orders, discount: place.money(s.discount), cashback: place.money(s.cashback) })}</p>
        </>
      )}
    </section>
  );
});
