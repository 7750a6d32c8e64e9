import { Link } from 'react-router';
import type { ThemeConfig } from '@store/shared';

export function Footer({ storefront }: { storefront: ThemeConfig }) {
  return (
    <footer className="shell-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/international">Change country</Link>
          </li>
          <li>
            <Link to="/marketing-and-partnership">Marketing and partnership</Link>
          </li>
        </ul>
      </nav>
      {storefront.enable.copyright ? <p>© {new Date().getFullYear()} {storefront.name}</p> : null}
    </footer>
  );
}
