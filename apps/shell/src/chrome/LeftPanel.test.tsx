import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../test/shellHarness.testutil';
import { LeftPanel } from './LeftPanel';

/** The header's menu button (the drawer gives focus back to it), then the panel. */
async function renderPanel() {
  const result = await renderInShell(
    <>
      <button type="button" className="shell-header__menu">
        Menu
      </button>
      <LeftPanel />
    </>,
    { path: '/en-sg/', country: 'sg' },
  );
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  const open = () => {
    menuButton.focus();
    act(() => result.ui.setLeftPanelOpen(true));
  };
  return { ...result, menuButton, open };
}

test('closed, the panel is a hidden nav; open, it is a modal dialog whose first link has focus', async () => {
  const { open } = await renderPanel();
  expect(screen.queryByRole('dialog')).toBeNull();
  open();
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  expect(document.documentElement.style.overflow).toBe('hidden');
});

test('Tab and Shift+Tab stay inside the drawer', async () => {
  const user = userEvent.setup();
  const { open } = await renderPanel();
  open();
  const close = screen.getByRole('button', { name: 'Close' });
  // (jsdom applies no CSS: the phone-only Sign up is the last stop here.)
  const last = screen.getByRole('link', { name: 'Sign up' });
  last.focus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(last).toHaveFocus();
});

test.each([
  ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ['the backdrop', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('left-panel-backdrop'))],
])('%s closes the drawer and gives focus back to the menu button', async (_how, act_) => {
  const user = userEvent.setup();
  const { open, menuButton, ui } = await renderPanel();
  open();
  await act_(user);
  expect(ui.leftPanelOpen).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(menuButton).toHaveFocus();
  expect(document.documentElement.style.overflow).toBe('');
});

test('the white-label store has no shop users: no Codacash or Rewards entries (readings 2), the full store has them', async () => {
  const whiteLabel = await renderInShell(<LeftPanel />, { path: '/en-sg/', country: 'sg', whiteLabel: true });
  act(() => whiteLabel.ui.setLeftPanelOpen(true));
  expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Codacash' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Rewards' })).toBeNull();
  whiteLabel.unmount();

  const full = await renderInShell(<LeftPanel />, { path: '/en-sg/', country: 'sg' });
  act(() => full.ui.setLeftPanelOpen(true));
  expect(screen.getByRole('link', { name: 'Codacash' })).toHaveAttribute('href', '/en-sg/codacash');
  expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/en-sg/rewards');
});
