import { Link } from 'react-router';

/** Country chooser (the full chooser, grouped by region and searchable, comes with the shell issue). */
export function InternationalPage() {
  return (
    <section aria-labelledby="international-title">
      <h1 id="international-title">Choose your country</h1>
      <ul>
        <li>
          <Link to="/en-sg/">Singapore</Link>
        </li>
        <li>
          <Link to="/id-id/">Indonesia</Link>
        </li>
      </ul>
    </section>
  );
}
