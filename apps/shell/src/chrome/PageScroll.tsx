import { ScrollRestoration } from 'react-router';

/**
 * A new page starts at its top (a link from the bottom of a long page must not land mid-page);
 * Back and Forward return to where the shopper was. React Router's own restoration, keyed by path.
 */
export function PageScroll() {
  return <ScrollRestoration getKey={(location) => location.pathname} />;
}
