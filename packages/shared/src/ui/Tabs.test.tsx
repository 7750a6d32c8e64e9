/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';

function Categories() {
  const [selected, setSelected] = useState('all');
  return (
    <Tabs
      label="Categories"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'all', label: 'All', panel: <p>Every item</p> },
        { id: 'coins', label: 'Coins', panel: <p>Coins only</p> },
        { id: 'passes', label: 'Passes', panel: <p>Passes only</p> },
      ]}
    />
  );
}

test('one tab is selected and in the Tab order; its panel is named by it', () => {
  render(<Categories />);
  const all = screen.getByRole('tab', { name: 'All' });
  expect(all.getAttribute('aria-selected')).toBe('true');
  expect(all.tabIndex).toBe(0);
  expect(screen.getByRole('tab', { name: 'Coins' }).tabIndex).toBe(-1);
  expect(screen.getByRole('tabpanel', { name: 'All' }).textContent).toBe('Every item');
});

test('arrow keys, Home and End move the selection and the focus, wrapping around', () => {
  render(<Categories />);
  const list = screen.getByRole('tablist', { name: 'Categories' });
  fireEvent.keyDown(list, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Coins' }).getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Coins' }));
  fireEvent.keyDown(list, { key: 'End' });
  expect(screen.getByRole('tabpanel').textContent).toBe('Passes only');
  fireEvent.keyDown(list, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(list, { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: 'Passes' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(list, { key: 'Home' });
  expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.click(screen.getByRole('tab', { name: 'Coins' }));
  expect(screen.getByRole('tabpanel').textContent).toBe('Coins only');
});
