/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Price } from './Price';

const SGD = { currencySymbol: 'S$', showDecimal: true, showDecimalWhenZero: true, amountFormat: 'normal', groupSeparator: ',' } as const;
const IDR = { currencySymbol: 'Rp', showDecimal: false, showDecimalWhenZero: false, amountFormat: 'noDecimals', groupSeparator: '.' } as const;

test("an amount in the shop's currency format, left to right on an Arabic page too", () => {
  const { container } = render(<Price amount={1.39} country={SGD} />);
  const price = container.querySelector('.ui-price') as HTMLElement;
  expect(price.getAttribute('dir')).toBe('ltr');
  expect(price.textContent).toMatch(/^S\$\s?1\.39$/);
});

test('a discounted price shows the old price struck through, a higher "was" is ignored', () => {
  const { container, rerender } = render(<Price amount={900} country={IDR} was={1000} />);
  expect(container.querySelector('del')?.textContent).toMatch(/1\.000/);
  rerender(<Price amount={900} country={IDR} was={800} />);
  expect(container.querySelector('del')).toBeNull();
});
