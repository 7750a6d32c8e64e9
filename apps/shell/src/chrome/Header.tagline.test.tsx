import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { RuntimeConfigSchema } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { renderInShell } from '../../test/shellHarness.testutil';
import { Header } from './Header';

// The deploy's taglines (scripts/runtime-config.mjs), written once in English.
const base = RuntimeConfigSchema.parse(testConfig('http://127.0.0.1:9')).storefronts[0]!;
const withTagline = (themeTagline: string) => ({ ...base, enableTagline: true, themeTagline });

test.each([
  ['id', '/id-id/', 'id', 'Toko resmi'],
  ['th', '/th-th/', 'th', 'ร้านค้าอย่างเป็นทางการ'],
  ['ar', '/ar-sa/', 'sa', 'المتجر الرسمي'],
  ['en', '/en-sg/', 'sg', 'The official store'],
])("the header's tagline reads in the page's language (%s)", async (language, path, country, tagline) => {
  const { container } = await renderInShell(<Header storefront={withTagline('The official store')} />, { path, country, language });
  expect(container.querySelector('.shell-header__tagline')).toHaveTextContent(tagline);
});

test('a tagline no catalogue knows shows as the deploy wrote it', async () => {
  await renderInShell(<Header storefront={withTagline('Top up: fast. Safe.')} />, { path: '/id-id/', country: 'id', language: 'id' });
  expect(screen.getByText('Top up: fast. Safe.')).toBeInTheDocument();
});
