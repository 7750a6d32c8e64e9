import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { RuntimeConfigSchema } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { renderInShell } from '../../test/shellHarness.testutil';
import { Footer } from './Footer';

test("the footer: the store's name, its links in one list (the grid), cookie preferences as a button, the small print", async () => {
  const storefront = RuntimeConfigSchema.parse(testConfig('http://127.0.0.1:9')).storefronts[0]!;
  await renderInShell(<Footer storefront={storefront} />, { path: '/en-sg/', country: 'sg' });
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(storefront.name, { selector: '.shell-footer__brand span' })).toBeVisible();
  const nav = within(footer).getByRole('navigation', { name: 'Footer' });
  const list = within(nav).getByRole('list');
  expect(list).toHaveClass('shell-footer__links');
  expect(within(list).getByRole('link', { name: 'Change country' })).toHaveAttribute('href', '/international');
  expect(within(list).getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
});
