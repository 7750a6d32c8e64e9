import { useEffect } from 'react';

/** Sets <title> to "{page} | {store}" while the page is shown (nothing while the title is not known yet). */
export function useDocumentTitle(pageTitle: string | undefined, storeName: string | undefined): void {
  useEffect(() => {
    if (pageTitle) document.title = storeName ? `${pageTitle} | ${storeName}` : pageTitle;
  }, [pageTitle, storeName]);
}
