import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonOptions {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  /** The full width of its container. */
  block?: boolean;
}

/** The classes of a button, for an element that must be another tag but look like one (a link to a page). */
export function buttonClassName({ variant = 'secondary', size = 'md', block = false }: ButtonOptions = {}, className?: string): string {
  return classNames('ui-button', `ui-button--${variant}`, size === 'lg' && 'ui-button--lg', block && 'ui-button--block', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonOptions {
  /** Busy: a spinner beside the label, and the button does not act (aria-disabled keeps it focusable). */
  loading?: boolean;
  children: ReactNode;
}

/** A button: 44 px high at least, a visible focus ring, type="button" unless told otherwise. */
export function Button({ variant, size, block, loading = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled}
      aria-disabled={loading || disabled ? true : undefined}
      aria-busy={loading || undefined}
      {...rest}
      onClick={loading ? (e) => e.preventDefault() : rest.onClick}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** What the button does (its accessible name, translated by the caller). */
  label: string;
  /** The icon, hidden from screen readers. */
  icon: ReactNode;
}

/** A square 44 x 44 button showing only an icon; its label is its accessible name. */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} className={classNames('ui-button', 'ui-icon-button', className)} aria-label={label} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
