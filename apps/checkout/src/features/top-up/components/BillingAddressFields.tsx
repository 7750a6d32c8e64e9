import { useFormContext } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Field, Step } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { useFieldMessage } from '../topUpRules';
import { BILLING_FIELDS, type BillingField, type TopUpValues } from '../topUpSchema';

const AUTOCOMPLETE: Readonly<Record<BillingField, string>> = {
  name: 'name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  province: 'address-level1',
};

function BillingField({ name }: { name: BillingField }) {
  const { t } = useCheckoutTranslation();
  const { register } = useFormContext<TopUpValues>();
  const error = useFieldMessage(`billing.${name}`);
  return <Field label={t(`billing.${name}`)} autoComplete={AUTOCOMPLETE[name]} error={error} {...register(`billing.${name}`)} />;
}

/** The billing address, where the country requires it; it goes with the order. */
export function BillingAddressFields({ children }: { children?: ReactNode }) {
  const { t } = useCheckoutTranslation();
  return (
    <Step title={t('billing.legend')}>
      {BILLING_FIELDS.map((name) => (
        <BillingField key={name} name={name} />
      ))}
      {children}
    </Step>
  );
}
