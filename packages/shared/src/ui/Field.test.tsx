/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Field, Select, TextArea, TextField } from './Field';

test('a text field is labelled, and its hint and error are announced with it', () => {
  render(<TextField label="Player ID" hint="Find it in your profile" error="Enter your player ID" />);
  const input = screen.getByRole('textbox', { name: 'Player ID' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['Find it in your profile', 'Enter your player ID']);
  expect(screen.getByRole('alert').textContent).toBe('Enter your player ID');
});

test('a valid field is not marked invalid and has nothing to describe it without a hint', () => {
  render(<Field label="Email" type="email" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(input.hasAttribute('aria-describedby')).toBe(false);
  expect(Field).toBe(TextField);
});

test('a text area and a select are labelled the same way', () => {
  render(
    <>
      <TextArea label="Message" error="Too long" />
      <Select label="Server" hint="Where you play">
        <option value="">Choose</option>
        <option value="eu">Europe</option>
      </Select>
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-invalid')).toBe('true');
  const select = screen.getByRole('combobox', { name: 'Server' });
  expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Where you play');
  expect(select.className).toBe('ui-field__input');
});
