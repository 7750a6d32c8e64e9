/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Card } from './Card';

test('a card with a title is a region named by it, its media first', () => {
  render(
    <Card title="Order summary" titleId="sum" media={<img alt="" src="/banner.png" />}>
      <p>Total</p>
    </Card>,
  );
  const region = screen.getByRole('region', { name: 'Order summary' });
  expect(region.firstElementChild?.className).toBe('ui-card__media');
  expect(screen.getByRole('heading', { level: 2, name: 'Order summary' })).toBeTruthy();
});
