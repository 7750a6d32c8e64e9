/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ProblemWithRetry } from './ProblemWithRetry';

test('a problem is announced as an alert, with its Retry beside it', () => {
  const onRetry = jest.fn();
  render(<ProblemWithRetry className="catalog-problem" data-testid="p" message="We could not load the games." retryLabel="Retry" onRetry={onRetry} />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('We could not load the games.');
  expect(alert.className).toBe('catalog-problem');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test("the Retry button is the kit's button (a 44 px target), keeping its older class", () => {
  render(<ProblemWithRetry message="We could not load your wallet." retryLabel="Retry" onRetry={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Retry' }).className.split(' ')).toEqual(expect.arrayContaining(['button', 'ui-button']));
});
