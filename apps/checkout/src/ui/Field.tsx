import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and tied to it with aria-describedby. */
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  /** Extra content after the input (a button, a status). */
  after?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (aria-describedby, aria-invalid). */
export function Field({ label, hint, error, id, after, className, ...input }: FieldProps) {
  const autoId = useId();
  const fieldId = id ?? `f${autoId}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {after}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
