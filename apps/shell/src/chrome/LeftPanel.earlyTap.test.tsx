import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { EARLY_ACTION_ATTRIBUTE, recordEarlyActions } from '@store/shared/ui';
import { renderInShell } from '../../test/shellHarness.testutil';
import { LeftPanel } from './LeftPanel';
import { MENU_EARLY_ACTION } from './ShellUiStore';

// A file of its own: a page's first panel is the code that asks for the early tap (later taps are its own).
test('a tap on the menu button before the page’s code ran (kept by the start script) opens the drawer once the panel mounts', async () => {
  // The server's button, tapped while only the start script runs.
  recordEarlyActions(() => undefined);
  const early = document.createElement('button');
  early.setAttribute(EARLY_ACTION_ATTRIBUTE, MENU_EARLY_ACTION);
  document.body.append(early);
  early.click();
  early.remove();
  await renderInShell(<LeftPanel />, { path: '/en-sg/', country: 'sg' });
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
});
