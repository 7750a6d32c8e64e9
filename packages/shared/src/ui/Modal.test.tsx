/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Modal, Sheet } from './Modal';

test('a dialog is named by its title, moves focus to its first control and closes on Escape, giving focus back', () => {
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  const onClose = jest.fn();
  const { unmount } = render(
    <Modal title="Cookie settings" onClose={onClose} closeLabel="Close" actions={<button type="button">Save</button>}>
      <p>Choose</p>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  unmount();
  expect(document.activeElement).toBe(opener);
  opener.remove();
});

test('Tab and Shift+Tab wrap inside the dialog', () => {
  render(
    <Modal title="Confirm" onClose={() => undefined} actions={<button type="button">Pay</button>}>
      <p>Total</p>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog');
  const close = screen.getByRole('button', { name: 'Close' });
  const pay = screen.getByRole('button', { name: 'Pay' });
  pay.focus();
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(document.activeElement).toBe(close);
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(pay);
});

test('a sheet focuses its title first and is docked by CSS (its classes), in the page direction', () => {
  render(
    <Sheet title="Confirm your order" initialFocus="title" dir="rtl" name="confirm">
      <p>Total</p>
    </Sheet>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Confirm your order' });
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Confirm your order' }));
  expect(dialog.className).toBe('store-modal ui-modal ui-modal--sheet');
  expect(dialog.parentElement?.getAttribute('dir')).toBe('rtl');
  expect(dialog.getAttribute('data-modal')).toBe('confirm');
  // No onClose: a dialog that must be answered has no close button and ignores Escape.
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
});
