import type { ReactNode } from 'react';
import { Button, Skeleton } from '@store/shared/ui';
import { useAccountTranslation } from '../../i18n/useAccountTranslation';
import { ensureAreaStyles } from './areaStyles';

export interface AreaPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Extra class on the section (a page's own layout). */
  className?: string;
}

/** One page of the account area: its heading (the page's name), an intro line, then its content. */
export function AreaPage({ title, intro, children, className }: AreaPageProps) {
  ensureAreaStyles();
  return (
    <section className={['area', className].filter(Boolean).join(' ')} data-remote-page="account" aria-labelledby="page-title-account">
      <h1 id="page-title-account" tabIndex={-1}>
        {title}
      </h1>
      {intro ? <p className="area__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** While the page's words load: the space it takes, announced as loading. */
export function AreaPageLoading() {
  ensureAreaStyles();
  const { t, ready } = useAccountTranslation();
  return (
    <section className="area area__loading" data-remote-page="account" aria-busy="true">
      <AreaSkeleton />
      <p className="ui-visually-hidden" role="status">
        {ready ? t('common.loading') : 'Loading…'}
      </p>
    </section>
  );
}

/** The shape of an account page still loading: a heading, then two cards (hidden from screen readers). */
export function AreaSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="area__skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div className="area__card area__skeleton-row" key={i}>
          <Skeleton width="3rem" height="3rem" radius="var(--ui-radius-md)" />
          <div className="area__skeleton-text">
            <Skeleton width="70%" />
            <Skeleton width="40%" height=".875rem" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A problem said as an alert, with its way out inside. */
export function AreaAlert({ children }: { children: ReactNode }) {
  return (
    <div className="area-alert" role="alert">
      {children}
    </div>
  );
}

/** The main button of a form or action: disabled and announced while its request runs. */
export function BusyButton({ busy, label, busyLabel, tone = 'primary', type = 'submit', onClick }: { busy: boolean; label: string; busyLabel: string; tone?: 'primary' | 'danger' | 'plain'; type?: 'submit' | 'button'; onClick?: () => void }) {
  return (
    <Button type={type} variant={tone === 'plain' ? 'secondary' : tone} disabled={busy} loading={busy} onClick={onClick}>
      {busy ? busyLabel : label}
    </Button>
  );
}
