import { useRootStore } from '@store/shared';
import { useDocumentTitle as useTitle } from '@store/shared/ui';

/** Sets <title> to "{page} | {store}" while the page is shown, with this storefront's name. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useTitle(pageTitle, useRootStore().theme?.name);
}
