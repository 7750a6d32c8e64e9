/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox, Radio } from './Checkbox';

test('a checkbox is named by its label and toggles from the label', () => {
  render(<Checkbox label="Buy as a gift" />);
  const box = screen.getByRole('checkbox', { name: 'Buy as a gift' });
  fireEvent.click(screen.getByText('Buy as a gift'));
  expect((box as HTMLInputElement).checked).toBe(true);
});

test('an invalid checkbox announces its error and is described by it', () => {
  render(<Checkbox label="I agree" error="Please agree to the terms" />);
  const box = screen.getByRole('checkbox', { name: 'I agree' });
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please agree to the terms');
});

test('inline radios with one name are one choice', () => {
  render(
    <div role="radiogroup" aria-label="Receipt by">
      <Radio name="m" value="email" label="Email" defaultChecked />
      <Radio name="m" value="mobile" label="Mobile" />
    </div>,
  );
  fireEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
  expect((screen.getByRole('radio', { name: 'Mobile' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(false);
});
