/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createStoreI18n } from './storeI18n';
import { registerNamespace } from './namespaceRegistry';
import { useStoreTranslation } from './useStoreTranslation';

function Greeting() {
  const { t, ready } = useStoreTranslation('greet');
  return <p>{ready ? t('hello') : 'loading'}</p>;
}

it('reports ready=false while loading, then the translation', async () => {
  // 'en' and its fallback en-default both read the English catalogue.
  const pending: Array<(c: Record<string, string>) => void> = [];
  registerNamespace('greet', { en: () => new Promise((r) => pending.push(r)) });
  const i18n = createStoreI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <Greeting />
    </I18nextProvider>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => pending.forEach((resolve) => resolve({ hello: 'Hello' })));
  expect(await screen.findByText('Hello')).toBeTruthy();
});
