import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@store/shared/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';

export interface AgeAndCpfFieldsProps {
  idPrefix: string;
  /** Brazil asks for the CPF (section 5). */
  withCpf: boolean;
  birthDate: UseFormRegisterReturn;
  cpf: UseFormRegisterReturn;
  errors: { readonly birthDate: string | undefined; readonly cpf: string | undefined };
}

/** Date of birth and, in Brazil, the CPF: what sign-up and profile completion both ask. */
export function AgeAndCpfFields({ idPrefix, withCpf, birthDate, cpf, errors }: AgeAndCpfFieldsProps) {
  const { t } = useAccountTranslation();
  return (
    <>
      <Field
        id={`${idPrefix}-birth-date`}
        label={t('signUp.birthDate')}
        hint={t('signUp.birthDateHint')}
        type="date"
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        error={errors.birthDate}
        {...birthDate}
      />
      {withCpf ? (
        <Field id={`${idPrefix}-cpf`} label={t('signUp.cpf')} hint={t('signUp.cpfHint')} inputMode="numeric" maxLength={14} error={errors.cpf} {...cpf} />
      ) : null}
    </>
  );
}
