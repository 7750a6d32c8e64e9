/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { Step, Stepper } from './Stepper';

test('steps are an ordered list of groups, each named by its title without the drawn number', () => {
  render(
    <Stepper aria-label="Buy in 3 steps">
      <Step title="Enter your player ID">
        <input aria-label="Player ID" />
      </Step>
      <Step title="Choose an item" titleId="item-title" aria-describedby="item-error">
        <p id="item-error">Please choose an item.</p>
      </Step>
    </Stepper>,
  );
  const list = screen.getByRole('list', { name: 'Buy in 3 steps' });
  expect(list.tagName).toBe('OL');
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  const item = screen.getByRole('group', { name: 'Choose an item' });
  expect(item.getAttribute('aria-describedby')).toBe('item-error');
  expect(document.getElementById('item-title')?.tagName).toBe('LEGEND');
  expect(within(screen.getByRole('group', { name: 'Enter your player ID' })).getByRole('textbox', { name: 'Player ID' })).toBeTruthy();
});
