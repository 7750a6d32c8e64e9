import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Skeleton } from '@store/shared/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { ensureAccountStyles } from './styles';

export interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The page's heading takes the focus when the step changes (a screen reader hears the new step). */
  focusKey?: string;
  /** The heading takes the focus when this screen appears in place of another (a new step, an outcome). */
  focusOnMount?: boolean;
}

/** One account screen: its heading, an intro line and a card with the form. */
export function AuthPage({ title, intro, children, focusKey, focusOnMount }: AuthPageProps) {
  ensureAccountStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(focusKey);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (shownKey.current === focusKey) return;
    shownKey.current = focusKey;
    heading.current?.focus();
  }, [focusKey]);
  return (
    <section className="account" data-remote-page="account" aria-labelledby="account-title">
      <h1 id="account-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {intro ? <p className="account__intro">{intro}</p> : null}
      <div className="account__card">{children}</div>
    </section>
  );
}

/** While the account texts load: the space the screen takes, announced as loading. */
export function AuthPageLoading() {
  ensureAccountStyles();
  const { t, ready } = useAccountTranslation();
  return (
    <section className="account account__loading" aria-busy="true">
      <Skeleton width="60%" height="2rem" />
      <div className="account__card account__card--loading">
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
        <Skeleton height="3.25rem" />
      </div>
      <p className="ui-visually-hidden" role="status">
        {ready ? t('common.loading') : 'Loading…'}
      </p>
    </section>
  );
}

/** A problem with the whole form, said as an alert, with a way out next to it. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}

export interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The form's main button: disabled and announced while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="primary" size="lg" block className="account__submit" disabled={busy} loading={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * After a refused submit: the first invalid field in the order the shopper sees them takes the focus
 * (react-hook-form's own choice follows registration order, which is not the screen's order).
 */
export function focusFirstError<F extends string>(errors: Partial<Record<F, unknown>>, order: readonly F[], setFocus: (name: F) => void): void {
  const first = order.find((name) => errors[name] !== undefined);
  if (first) setFocus(first);
}
