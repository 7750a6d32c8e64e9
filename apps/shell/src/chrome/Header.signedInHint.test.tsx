import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { RuntimeConfigSchema } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { renderInShell } from '../../test/shellHarness.testutil';
import { Header } from './Header';

// The harness's storefront: the full store (shop accounts).
const storefront = RuntimeConfigSchema.parse(testConfig('http://127.0.0.1:9')).storefronts[0]!;

test("a guest's header offers Sign in", async () => {
  await renderInShell(<Header storefront={storefront} />, { path: '/en-sg/', country: 'sg' });
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

test('the server\'s header for a shopper it takes to be signed in holds the account\'s place instead of "Sign in"', async () => {
  const { container } = await renderInShell(<Header storefront={storefront} />, { path: '/en-sg/', country: 'sg', services: { signedInExpected: true } });
  expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  expect(container.querySelector('.shell-header__user--pending')).toHaveAttribute('aria-hidden', 'true');
});
