import type { ReactNode } from 'react';

export interface PlaceholderPageProps {
  /** The remote that owns the page, e.g. 'wallet' (data-remote-page, for the shell and tests). */
  remote: string;
  /** The page's title, in the shop language. */
  title: string;
  /** What the shopper can expect, in the shop language (the page is not open yet). */
  message: string;
  children?: ReactNode;
}

/** A page of the store that is not open yet: its title and a word for the shopper, never developer text. */
export function PlaceholderPage({ remote, title, message, children }: PlaceholderPageProps) {
  return (
    <section className="placeholder-page" data-remote-page={remote} aria-labelledby={`page-title-${remote}`}>
      <h1 id={`page-title-${remote}`}>{title}</h1>
      <p className="placeholder-page__message">{message}</p>
      {children}
    </section>
  );
}
