/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Tile } from './Tile';

test('a tile with href is a link covering the tile, through the app router when given', () => {
  const { rerender } = render(<Tile title="Football Legends" href="/en-sg/football-legends" subtitle="From S$0.99" />);
  expect(screen.getByRole('link', { name: 'Football Legends' }).getAttribute('href')).toBe('/en-sg/football-legends');
  rerender(
    <Tile
      title="Football Legends"
      href="/x"
      renderLink={({ href, className, children }) => (
        <a data-router="yes" href={href} className={className}>
          {children}
        </a>
      )}
    />,
  );
  expect(screen.getByRole('link', { name: 'Football Legends' }).getAttribute('data-router')).toBe('yes');
});
