import { ensureKitStyles } from '@store/shared/ui';

/**
 * A host not on the allow-list: the store does not start, and says so (in English: no country, so no language, is
 * known yet). A card in the kit's look, without a way into the store, since this address must not serve it.
 */
export function HostNotAllowedPage({ host }: { host: string }) {
  ensureKitStyles();
  return (
    <main className="page-message ui-card" lang="en">
      <span className="page-message__art" aria-hidden="true">
        !
      </span>
      <h1>This host is not allowed</h1>
      <p>
        The store is not served on <strong>{host}</strong>. Please use the store&apos;s official address.
      </p>
    </main>
  );
}
