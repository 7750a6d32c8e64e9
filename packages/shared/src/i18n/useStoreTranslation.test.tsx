/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from './pageI18n';
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
    <I18nProvider i18n={i18n}>
      <Greeting />
    </I18nProvider>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => pending.forEach((resolve) => resolve({ hello: 'Hello' })));
  expect(await screen.findByText('Hello')).toBeTruthy();
});

it('follows a language switch: loads the new catalogue and re-renders in it', async () => {
  registerNamespace('switch', { en: async () => ({ hello: 'Hello' }), id: async () => ({ hello: 'Halo' }) });
  const i18n = createStoreI18n('en');
  function Switching() {
    const { t, ready, language } = useStoreTranslation('switch');
    return <p>{ready ? `${language}:${t('hello')}` : 'loading'}</p>;
  }
  render(
    <I18nProvider i18n={i18n}>
      <Switching />
    </I18nProvider>,
  );
  expect(await screen.findByText('en:Hello')).toBeTruthy();
  await act(async () => {
    await i18n.changeLanguage('id');
  });
  expect(await screen.findByText('id:Halo')).toBeTruthy();
});

it('without a provider uses the page instance the last createStoreI18n made', async () => {
  registerNamespace('page', { en: async () => ({ hello: 'Hi from the page' }) });
  createStoreI18n('en');
  function Plain() {
    const { t, ready } = useStoreTranslation('page');
    return <p>{ready ? t('hello') : 'loading'}</p>;
  }
  render(<Plain />);
  expect(await screen.findByText('Hi from the page')).toBeTruthy();
});
