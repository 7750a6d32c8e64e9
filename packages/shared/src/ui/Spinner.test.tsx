/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

test('a spinner is a polite status named by what loads', () => {
  render(<Spinner label="Loading your order" />);
  expect(screen.getByRole('status').textContent).toBe('Loading your order');
});
