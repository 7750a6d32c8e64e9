/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastList } from './Toast';

test('toasts are announced politely, dismissed by their button or after their time', () => {
  jest.useFakeTimers();
  const onDismiss = jest.fn();
  render(<ToastList toasts={[{ id: 1, text: 'Saved' }, { id: 2, text: 'Failed', tone: 'error' }]} onDismiss={onDismiss} durationMs={3000} dismissLabel="Dismiss" />);
  expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  expect(screen.getByText('Failed').parentElement?.className).toBe('ui-toast ui-toast--error');
  fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
  expect(onDismiss).toHaveBeenCalledWith(1);
  act(() => jest.advanceTimersByTime(3000));
  expect(onDismiss).toHaveBeenCalledWith(2);
  jest.useRealTimers();
});
