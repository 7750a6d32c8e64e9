export function HostNotAllowedPage({ host }: { host: string }) {
  return (
    <main className="page-message" lang="en">
      <h1>This host is not allowed</h1>
      <p>
        The store is not served on <strong>{host}</strong>. Please use the store&apos;s official address.
      </p>
    </main>
  );
}
