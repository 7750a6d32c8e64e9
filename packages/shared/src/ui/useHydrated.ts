import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once on a page
 * rendered in the browser alone). What the server must not render (the modals, section 2) waits for it, so the
 * first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
