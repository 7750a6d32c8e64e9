import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  id?: string;
  error?: string | undefined;
}

/** A checkbox with its label beside it; the input is a 44 px target whose box is drawn by CSS; an error is announced with it. */
export function Checkbox({ label, id, error, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `c${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={classNames('ui-checkbox-field', className)}>
      <span className="ui-checkbox">
        <input id={inputId} type="checkbox" className="ui-checkbox__input" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
        <label htmlFor={inputId} className="ui-checkbox__label">
          {label}
        </label>
      </span>
      {error ? (
        <p id={errorId} className="field__error ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  id?: string;
}

/** A small inline radio (one of two or three short choices); for options with details, RadioCard. */
export function Radio({ label, id, className, ...input }: RadioProps) {
  const autoId = useId();
  const inputId = id ?? `r${autoId}`;
  return (
    <span className={classNames('ui-choice', className)}>
      <input id={inputId} type="radio" className="ui-choice__input" {...input} />
      <label htmlFor={inputId} className="ui-choice__label">
        {label}
      </label>
    </span>
  );
}
