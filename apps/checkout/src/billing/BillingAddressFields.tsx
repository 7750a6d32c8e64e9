import type { FormPartProps } from '../topUp/formPart';
import { validationErrorOf, type BillingValues } from '../topUp/topUpValues';
import { Field } from '../ui/Field';
import { fieldMessage } from '../ui/messages';

const FIELDS: ReadonlyArray<{ name: keyof BillingValues; autoComplete: string }> = [
  { name: 'name', autoComplete: 'name' },
  { name: 'addressLine1', autoComplete: 'address-line1' },
  { name: 'addressLine2', autoComplete: 'address-line2' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zip', autoComplete: 'postal-code' },
  { name: 'province', autoComplete: 'address-level1' },
];

/** The billing address, where the country requires it. */
export function BillingAddressFields({ form, t }: FormPartProps) {
  const errors = form.formState.errors.billing;
  return (
    <fieldset className="topup__step">
      <legend>{t('billing.legend')}</legend>
      {FIELDS.map(({ name, autoComplete }) => (
        <Field
          key={name}
          label={t(`billing.${name}`)}
          autoComplete={autoComplete}
          error={fieldMessage(t, validationErrorOf(errors?.[name]?.message))}
          {...form.register(`billing.${name}`)}
        />
      ))}
    </fieldset>
  );
}
