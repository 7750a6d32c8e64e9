import { createStoreI18n, FALLBACK_LANGUAGE } from './storeI18n';
import { registerNamespace } from './namespaceRegistry';

describe('createStoreI18n', () => {
  it('loads a registered namespace lazily and falls back to English for a missing key', async () => {
    const loads: string[] = [];
    registerNamespace('demo', {
      en: async () => (loads.push('en'), { hello: 'Hello', onlyEnglish: 'Only English' }),
      ar: async () => (loads.push('ar'), { hello: 'مرحبا' }),
    });
    const i18n = createStoreI18n('ar');
    expect(loads).toEqual([]);
    await i18n.loadNamespaces('demo');
    expect(i18n.t('hello', { ns: 'demo' })).toBe('مرحبا');
    expect(i18n.t('onlyEnglish', { ns: 'demo' })).toBe('Only English');
    expect(loads.sort()).toEqual(['ar', 'en']);
  });

  it('uses English for a language without a catalogue', async () => {
    registerNamespace('demo2', { en: async () => ({ hello: 'Hello' }) });
    const i18n = createStoreI18n('th');
    await i18n.loadNamespaces('demo2');
    expect(i18n.t('hello', { ns: 'demo2' })).toBe('Hello');
  });

  it('falls back to en-default (readings 13), which reads the English catalogues', async () => {
    registerNamespace('demo4', { en: async () => ({ hello: 'Hello' }), ar: async () => ({}) });
    const i18n = createStoreI18n('ar');
    expect(FALLBACK_LANGUAGE).toBe('en-default');
    expect(i18n.languages).toEqual(['ar', 'en-default']);
    await i18n.loadNamespaces('demo4');
    expect(i18n.t('hello', { ns: 'demo4' })).toBe('Hello');
    expect(i18n.getResource('en-default', 'demo4', 'hello')).toBe('Hello');
  });

  it('loads the new language on a switch', async () => {
    registerNamespace('demo3', { en: async () => ({ hello: 'Hello' }), id: async () => ({ hello: 'Halo' }) });
    const i18n = createStoreI18n('en');
    await i18n.loadNamespaces('demo3');
    await i18n.changeLanguage('id');
    await i18n.loadNamespaces('demo3');
    expect(i18n.t('hello', { ns: 'demo3' })).toBe('Halo');
  });
});
