import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from '@store/shared/ui';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  /** The options (a first, empty "choose" option included by the caller). */
  children: ReactNode;
}

/** A labelled select whose error is announced with it, as Field does for inputs. */
export function SelectField({ label, error, children, className, ...select }: SelectFieldProps) {
  const id = `s${useId()}`;
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      {(describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
