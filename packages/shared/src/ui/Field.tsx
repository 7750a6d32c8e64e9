import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { classNames } from './classNames';

interface FrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  /** The control (an input or a select, given `id` and `describedBy`), then anything after it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * What every form field shares: the label, the control, its hint and error, tied with aria-describedby.
 * (The older "field" class names stay beside the kit's for the remotes whose own CSS still styles them.)
 */
export function FieldFrame({ id, label, hint, error, className, children }: FrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames('field', 'ui-field', error && 'field--invalid', className)}>
      <label htmlFor={id} className="field__label ui-field__label">
        {label}
      </label>
      <div className="field__control ui-field__control">{children(describedBy)}</div>
      {hint ? (
        <p id={hintId} className="field__hint ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
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
export function TextField({ label, hint, error, id, after, before, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `f${autoId}`;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <>
          {before}
          <input id={fieldId} className="ui-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
          {after}
        </>
      )}
    </FieldFrame>
  );
}

/** The kit's first name for TextField, which the remotes' forms use. */
export const Field = TextField;
export type FieldProps = TextFieldProps;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
}

/** A labelled multi-line text field (a gift message). */
export function TextArea({ label, hint, error, id, className, ...textarea }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? `t${autoId}`;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => <textarea id={fieldId} className="ui-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />}
    </FieldFrame>
  );
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  /** The options (a first, empty "choose" option included by the caller). */
  children: ReactNode;
}

/** A labelled native select (the phone's own picker), styled like the text fields; hint and error announced with it. */
export function Select({ label, hint, error, id, className, children, ...select }: SelectProps) {
  const autoId = useId();
  const fieldId = id ?? `s${autoId}`;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select id={fieldId} className="ui-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
