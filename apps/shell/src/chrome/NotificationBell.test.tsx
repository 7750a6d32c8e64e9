import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../../test/shellHarness.testutil';
import { NotificationBell } from './NotificationBell';

test('the notifications popover closes when focus moves on past it, and stays open while focus is within', async () => {
  await renderInShell(
    <>
      <NotificationBell />
      <button type="button">Next in the header</button>
    </>,
    { path: '/en-sg/', country: 'sg' },
  );
  const bell = screen.getByRole('button', { name: /Notifications/ });
  fireEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const popover = document.getElementById(bell.getAttribute('aria-controls') ?? '') as HTMLElement;
  // Focus into the popover (its content is the account remote's): still open.
  const inside = document.createElement('button');
  popover.appendChild(inside);
  act(() => inside.focus());
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  // On to the header's next control: closed.
  act(() => screen.getByRole('button', { name: 'Next in the header' }).focus());
  expect(bell).toHaveAttribute('aria-expanded', 'false');
});
