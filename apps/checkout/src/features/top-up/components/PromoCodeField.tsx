import { useState } from 'react';
import { Button, Field, Price } from '@store/shared/ui';
import { codeMessage, messageText, type MessageKey } from '../../../i18n/messages';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import type { PromoState } from '../hooks/usePromo';
import { promoRefusalKey } from '../lib/promoRefusal';
import { useTopUpRules } from '../topUpRules';

export interface PromoCodeFieldProps {
  promo: PromoState;
  applied: Extract<PromoState, { status: 'applied' }> | undefined;
  /** Why a code cannot be applied yet: user ID, denomination, payment method first, and never with a gift. */
  prerequisite: MessageKey | undefined;
  /** The code was dropped because it cannot go with what the shopper chose now (a gift, no item). */
  dropped: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The promo code: applied for the chosen item, each refusal with its reason; the rest of the form stays. */
export function PromoCodeField({ promo, applied, prerequisite, dropped, onApply, onRemove }: PromoCodeFieldProps) {
  const { t } = useCheckoutTranslation();
  const { country } = useTopUpRules();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const refusal = promo.status === 'refused' ? (promoRefusalKey(promo.resultCode, promo.isGift, promo.message) ?? null) : undefined;
  const reason =
    tried && prerequisite
      ? messageText(t, prerequisite)
      : promo.status === 'refused'
        ? refusal
          ? t(refusal)
          : codeMessage(t, 'order', promo.resultCode)
        : promo.status === 'error'
          ? t('promo.checkFailed')
          : undefined;
  // A code checked again after the item changed says so, whatever the answer.
  const problem = reason && promo.status !== 'none' && promo.recheck ? t('promo.recheckRefused', { code: promo.code, reason }) : reason;
  const apply = () => {
    setTried(true);
    const trimmed = code.trim();
    if (!trimmed || prerequisite) return;
    onApply(trimmed);
  };
  return (
    <div className="topup__promo">
      <Field
        label={t('promo.label')}
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        error={problem}
        onChange={(e) => {
          setCode(e.target.value);
          setTried(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        after={
          applied ? (
            <Button onClick={onRemove}>{t('promo.remove')}</Button>
          ) : (
            <Button onClick={apply} disabled={promo.status === 'checking'}>
              {t('promo.apply')}
            </Button>
          )
        }
      />
      <p role="status" className="promo-status" data-testid="promo-status">
        {applied ? (
          <>
            {t(applied.recheck ? 'promo.reapplied' : 'promo.applied', { code: applied.code.toUpperCase() })} <Price amount={applied.discount} country={country} />
          </>
        ) : dropped ? (
          t('promo.dropped')
        ) : null}
      </p>
    </div>
  );
}
