import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: 'neutral' | 'success' | 'danger' | 'warning' | 'info';
  children: ReactNode;
}

/** A short label on something (a discount, "new", a limit); colours meet AA contrast in both themes. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span className={classNames('ui-badge', `ui-badge--${tone}`, className)} {...rest}>
      {children}
    </span>
  );
}
