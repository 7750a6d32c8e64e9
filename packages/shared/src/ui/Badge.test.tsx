/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

test('a badge carries its tone', () => {
  render(<Badge tone="success">-10%</Badge>);
  expect(screen.getByText('-10%').className).toBe('ui-badge ui-badge--success');
});
