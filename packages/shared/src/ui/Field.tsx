import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  /** The control (an input or a select, given `id` and `describedBy`), then anything after it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** What every form field shares: the label, the control, its hint and error, tied with aria-describedby. */
export function FieldFrame({ id, label, hint, error, className, children }: FrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">{children(describedBy)}</div>
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

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and tied to it with aria-describedby. */
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  /** Extra content after the input (a button, a status). */
  after?: ReactNode;
  /** Content before the input (the country's phone code). */
  before?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (aria-describedby, aria-invalid). */
export function Field({ label, hint, error, id, after, before, className, ...input }: FieldProps) {
  const autoId = useId();
  const fieldId = id ?? `f${autoId}`;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <>
          {before}
          <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
          {after}
        </>
      )}
    </FieldFrame>
  );
}
