export function StartupErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="page-message" lang="en">
      <h1>The store could not start</h1>
      <p>We could not load the store&apos;s configuration. Check your connection and try again.</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
