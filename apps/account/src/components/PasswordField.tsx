import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { Field, Button } from '@store/shared/ui';

export interface PasswordFieldProps {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}

/** A password input with a Show/Hide button (its state announced with aria-pressed). */
export function PasswordField({ id, label, hint, error, autoComplete, registration }: PasswordFieldProps) {
  const { t } = useAccountTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      after={
        <Button aria-pressed={shown} aria-controls={id} aria-label={t('password.showLabel')} onClick={() => setShown((s) => !s)}>
          {t('password.show')}
        </Button>
      }
      {...registration}
    />
  );
}
