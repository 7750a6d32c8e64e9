import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatAmount } from '@store/shared/domain';
import type { Denomination } from '../../../api/checkoutApi';
import { Badge, Price, RadioCard, RadioCardGroup, Step } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { ALL_DENOMINATION_CATEGORY, QUICK_SALE_CATEGORY, categoriesOf, denominationsIn, type DenominationCategory } from '../lib/categories';
import { useFieldMessage, useTopUpRules } from '../topUpRules';
import type { TopUpValues } from '../topUpSchema';

export interface DenominationPickerProps {
  denominations: readonly Denomination[];
  /** Shown under the items: the custom amount's field when such an item is chosen. */
  children?: ReactNode;
}

function categoryLabel(t: TFunction, c: DenominationCategory): string {
  if (c === ALL_DENOMINATION_CATEGORY) return t('denomination.all');
  if (c === QUICK_SALE_CATEGORY) return t('denomination.quickSale');
  return t(`denomination.type.${c}`, { defaultValue: String(c) });
}

/** A subscription renews for the buyer's own player: it cannot be a gift. */
export const isSubscriptionItem = (d: Pick<Denomination, 'recurrenceOptions'>): boolean => Boolean(d.recurrenceOptions?.length);

/**
 * Step 2: the item, filtered by category (all -2, quick sale -1, each type). For a gift, subscription items are shown
 * disabled with the reason, and a subscription chosen before the gift was ticked is named as the problem at once.
 */
export function DenominationPicker({ denominations, children }: DenominationPickerProps) {
  const { t } = useCheckoutTranslation();
  const { register, control } = useFormContext<TopUpValues>();
  const { country } = useTopUpRules();
  const fieldError = useFieldMessage('skuId');
  const [isGift, skuId] = useWatch({ control, name: ['isGift', 'skuId'] });
  const giftSubscription = isGift && denominations.some((d) => String(d.skuId) === skuId && isSubscriptionItem(d));
  const error = fieldError ?? (giftSubscription ? t('gift.subscriptionChosen') : undefined);
  const categories = categoriesOf(denominations);
  const [category, setCategory] = useState<DenominationCategory>(ALL_DENOMINATION_CATEGORY);
  const shown = denominationsIn(category, denominations);
  return (
    <Step
      title={t('denomination.legend')}
      titleId="denomination-title"
      aria-describedby={error ? 'denomination-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      {categories.length > 2 ? (
        <div className="categories ui-chips" role="group" aria-label={t('denomination.categories')}>
          {categories.map((c) => (
            <button key={String(c)} type="button" className="ui-chip" aria-pressed={c === category} onClick={() => setCategory(c)}>
              {categoryLabel(t, c)}
            </button>
          ))}
        </div>
      ) : null}
      <RadioCardGroup labelledBy="denomination-title" layout="grid" narrow className="topup__denominations">
        {shown.map((d) => {
          const notForGift = isGift && isSubscriptionItem(d);
          return (
            <RadioCard
              key={d.skuId}
              icon={d.icon ? <img className="topup__item-icon" src={d.icon} width={48} height={48} alt="" decoding="async" /> : undefined}
              id={`denomination-${d.skuId}`}
              value={String(d.skuId)}
              title={<bdi>{d.name}</bdi>}
              badge={
                notForGift ? (
                  <Badge tone="warning">{t('gift.noSubscriptions')}</Badge>
                ) : d.purchaseLimitPerDay ? (
                  <Badge tone="warning">{t('denomination.limit', { count: d.purchaseLimitPerDay })}</Badge>
                ) : undefined
              }
              {...register('skuId')}
              disabled={notForGift}
            >
              {d.maxPrice != null ? (
                <span className="ui-radio-card__note">
                  {t('denomination.anyAmountRange', { min: formatAmount(d.price, country), max: formatAmount(d.maxPrice, country) })}
                </span>
              ) : (
                <Price amount={d.price} country={country} />
              )}
            </RadioCard>
          );
        })}
      </RadioCardGroup>
      {children}
      {error ? (
        <p id="denomination-error" className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Step>
  );
}
