import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find the page you were looking for.</p>
      <Link to="/">Go to the store&apos;s home page</Link>
    </section>
  );
}
