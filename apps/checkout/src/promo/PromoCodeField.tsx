import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { Country, ValidationError } from '@store/shared';
import { Field } from '../ui/Field';
import { codeMessage, fieldMessage } from '../ui/messages';
import { Price } from '../ui/Price';
import type { PromoState } from './usePromo';

export interface PromoCodeFieldProps {
  t: TFunction;
  promo: PromoState;
  applied: Extract<PromoState, { status: 'applied' }> | undefined;
  /** Why a code cannot be applied yet: user ID, denomination, payment method first, and never with a gift. */
  prerequisite: ValidationError | undefined;
  country: Country;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export function PromoCodeField({ t, promo, applied, prerequisite, country, onApply, onRemove }: PromoCodeFieldProps) {
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const problem =
    tried && prerequisite
      ? fieldMessage(t, prerequisite)
      : promo.status === 'refused'
        ? codeMessage(t, 'order', promo.resultCode)
        : promo.status === 'error'
          ? t('promo.checkFailed')
          : undefined;
  const apply = () => {
    setTried(true);
    const trimmed = code.trim();
    if (!trimmed || prerequisite) return;
    onApply(trimmed);
  };
  return (
    <div className="topup__step topup__promo">
      <Field
        label={t('promo.label')}
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
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
            <button type="button" className="button" onClick={onRemove}>
              {t('promo.remove')}
            </button>
          ) : (
            <button type="button" className="button" onClick={apply} disabled={promo.status === 'checking'}>
              {t('promo.apply')}
            </button>
          )
        }
      />
      <p role="status" className="promo-status">
        {applied ? (
          <>
            {t('promo.applied', { code: applied.code })} <Price amount={applied.discount} country={country} />
          </>
        ) : null}
      </p>
    </div>
  );
}
