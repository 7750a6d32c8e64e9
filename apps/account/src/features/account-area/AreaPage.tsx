import type { ReactNode } from 'react';
import { Spinner } from '@store/shared/ui';
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
      <Spinner label={ready ? t('common.loading') : 'Loading…'} />
    </section>
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
  const toneClass = tone === 'plain' ? '' : `button--${tone}`;
  return (
    <button type={type} className={['button', toneClass].filter(Boolean).join(' ')} disabled={busy} aria-busy={busy || undefined} onClick={onClick}>
      {busy ? <span className="button__busy" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
