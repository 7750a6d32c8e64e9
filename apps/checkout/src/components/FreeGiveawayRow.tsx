import type { FreeGiveawayItem } from '@store/shared/domain';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';

/**
 * The cart's free giveaway item (section 3 "Cart: freeGiveawayItem") as a row of a summary list: its name and
 * "Free", delivered with the order. Used by the form's summary, the confirmation and the order's summary.
 */
export function FreeGiveawayRow({ item }: { item: FreeGiveawayItem }) {
  const { t } = useCheckoutTranslation();
  return (
    <>
      <dt>{t('summary.freeGiveaway')}</dt>
      <dd data-testid="summary-free-giveaway">
        <bdi>{item.name}</bdi> <strong className="summary__free">{t('summary.free')}</strong>
        <span className="summary__note">{t('summary.freeGiveawayNote')}</span>
      </dd>
    </>
  );
}
