/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { RadioCard, RadioCardGroup } from './RadioCard';

function Denominations({ error }: { error?: string }) {
  return (
    <>
      <h3 id="items-title">Choose an item</h3>
      <RadioCardGroup labelledBy="items-title" layout="grid" error={error}>
        <RadioCard name="sku" value="1" title="100 Coins" icon={<svg data-testid="coin" />} badge={<span>-10%</span>}>
          <span>S$1.39</span>
        </RadioCard>
        <RadioCard name="sku" value="2" title="500 Coins">
          <span>S$6.99</span>
        </RadioCard>
      </RadioCardGroup>
    </>
  );
}

test('radio cards are one radio group named by its heading; each card is named by its title first', () => {
  render(<Denominations />);
  const group = screen.getByRole('radiogroup', { name: 'Choose an item' });
  expect(group.parentElement?.className).toBe('ui-radio-card-group ui-radio-card-group--grid');
  const first = screen.getByRole('radio', { name: /^100 Coins/ }) as HTMLInputElement;
  expect(first.name).toBe('sku');
  // The icon is decorative: not part of the name, hidden from screen readers.
  expect(screen.getByTestId('coin').closest('[aria-hidden="true"]')).not.toBeNull();
});

test('clicking a card picks it and only it', () => {
  render(<Denominations />);
  fireEvent.click(screen.getByText('500 Coins'));
  expect((screen.getByRole('radio', { name: /^500 Coins/ }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: /^100 Coins/ }) as HTMLInputElement).checked).toBe(false);
});

test("a group's error is announced and describes the group", () => {
  render(<Denominations error="Please choose an item." />);
  const group = screen.getByRole('radiogroup', { name: 'Choose an item' });
  expect(group.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please choose an item.');
});

test('a row card (a payment channel) and a group named by a label', () => {
  render(
    <RadioCardGroup label="Payment method">
      <RadioCard name="c" value="1" layout="row" title="PayNow" />
    </RadioCardGroup>,
  );
  expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'PayNow' }).closest('.ui-radio-card')?.className).toBe('ui-radio-card ui-radio-card--row');
});
