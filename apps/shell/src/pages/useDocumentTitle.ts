import { useLayoutEffect } from 'react';
import { useRootStore } from '@store/shared';
import { useDocumentTitle as useTitle } from '@store/shared/ui';

/** Sets <title> to "{page} | {store}" while the page is shown, with this storefront's name. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useTitle(pageTitle, useRootStore().theme?.name);
}

/**
 * The route's own title, the default for its page: set in a layout effect, which runs before every page's (passive)
 * title effect of the same commit, so a page that knows better ("Game not found") has the last word, also when the
 * route and its remote page mount together (a hydrated server-rendered page).
 */
export function useRouteTitle(routeTitle: string | undefined): void {
  const storeName = useRootStore().theme?.name;
  useLayoutEffect(() => {
    if (routeTitle) document.title = storeName ? `${routeTitle} | ${storeName}` : routeTitle;
  }, [routeTitle, storeName]);
}
