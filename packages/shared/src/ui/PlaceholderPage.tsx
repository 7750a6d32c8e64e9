import type { ReactNode } from 'react';

export interface PlaceholderPageProps {
  /** The remote that owns the page, e.g. 'catalog'. */
  remote: string;
  title: string;
  children?: ReactNode;
}

/** A page whose real content comes in a later issue: says what it is and who owns it. */
export function PlaceholderPage({ remote, title, children }: PlaceholderPageProps) {
  return (
    <section className="placeholder-page" data-remote-page={remote} aria-labelledby={`page-title-${remote}`}>
      <h1 id={`page-title-${remote}`}>{title}</h1>
      <p className="placeholder-page__owner">
        Served by the <strong>{remote}</strong> remote.
      </p>
      {children}
    </section>
  );
}
