import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../test/shellHarness.testutil';
import { ShellModals } from './ShellModals';

test.each([
  ['welcome', { kind: 'welcome' as const }],
  ['error', { kind: 'error' as const, message: 'Something went wrong.' }],
  ['wallet restricted', { kind: 'walletRestricted' as const }],
])("the %s dialog's OK is the kit's primary button, in the dialog's actions, and closes it", async (_name, modal) => {
  const user = userEvent.setup();
  const { ui } = await renderInShell(<ShellModals />, { path: '/en-sg/', country: 'sg' });
  act(() => ui.open(modal));
  const ok = screen.getByRole('button', { name: 'OK' });
  expect(ok).toHaveClass('ui-button', 'ui-button--primary');
  expect(ok.closest('.ui-modal__actions')).not.toBeNull();
  await user.click(ok);
  expect(ui.modal).toBeUndefined();
});
