import { Button, ensureKitStyles } from '@store/shared/ui';

/** The store's configuration could not be loaded: a card saying so (in English: no language is known yet) and Try again. */
export function StartupErrorPage({ onRetry }: { onRetry: () => void }) {
  ensureKitStyles();
  return (
    <main className="page-message ui-card" lang="en">
      <span className="page-message__art" aria-hidden="true">
        !
      </span>
      <h1>The store could not start</h1>
      <p>We could not load the store&apos;s configuration. Check your connection and try again.</p>
      <div className="page-message__actions">
        <Button variant="primary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </main>
  );
}
