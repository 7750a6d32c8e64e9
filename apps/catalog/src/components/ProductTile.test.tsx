import { render } from '@testing-library/react';
import { ProductTile } from './ProductTile';

describe('ProductTile', () => {
  test('the catalogue image, decorative, with a fixed size so the card does not move', () => {
    const { container } = render(<ProductTile product={{ name: 'Football Legends', image: 'http://api.test/images/games/football-legends.svg' }} large />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://api.test/images/games/football-legends.svg');
    expect(img?.getAttribute('alt')).toBe('');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['72', '72']);
  });

  test("the product page's is loaded at once, at a lower priority than the banner; the grid's when near the screen", () => {
    const large = render(<ProductTile product={{ name: 'Football Legends', image: '/images/games/football-legends.svg' }} large />).container.querySelector('img');
    expect([large?.getAttribute('loading'), large?.getAttribute('fetchpriority')]).toEqual(['eager', 'low']);
    const card = render(<ProductTile product={{ name: 'Football Legends', image: '/images/games/football-legends.svg' }} />).container.querySelector('img');
    expect([card?.getAttribute('loading'), card?.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });

  test('without an image: the first letter, hidden from screen readers', () => {
    const { container } = render(<ProductTile product={{ name: 'Gavengers', image: null }} />);
    expect(container.querySelector('img')).toBeNull();
    const tile = container.querySelector('.product-card__tile');
    expect(tile?.textContent).toBe('G');
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
  });
});
