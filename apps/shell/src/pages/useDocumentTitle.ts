import { useEffect } from 'react';
import { useRootStore } from '@store/shared';

/** Sets <title> to "{page} | {store}" while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { theme } = useRootStore();
  useEffect(() => {
    if (pageTitle) document.title = theme ? `${pageTitle} | ${theme.name}` : pageTitle;
  }, [pageTitle, theme]);
}
