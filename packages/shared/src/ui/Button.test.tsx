/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, IconButton, buttonClassName } from './Button';

test('a button is type="button" by default and acts on click', () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Buy now</Button>);
  const button = screen.getByRole('button', { name: 'Buy now' });
  expect(button.getAttribute('type')).toBe('button');
  expect(button.className).toBe('ui-button ui-button--secondary');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a loading button stays focusable, says it is busy and does not act', () => {
  const onClick = jest.fn();
  render(
    <Button variant="primary" size="lg" block loading type="submit" onClick={onClick}>
      Pay
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Pay' });
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(button.className).toBe('ui-button ui-button--primary ui-button--lg ui-button--block');
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('an icon button is named by its label, its icon hidden', () => {
  render(<IconButton label="Close" icon="×" />);
  const button = screen.getByRole('button', { name: 'Close' });
  expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('×');
});

test('a link can look like a button', () => {
  expect(buttonClassName({ variant: 'ghost' }, 'extra')).toBe('ui-button ui-button--ghost extra');
});
