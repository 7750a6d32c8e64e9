export { createStoreI18n, FALLBACK_LANGUAGE, type StoreI18n } from './storeI18n';
export { registerNamespace, isNamespaceRegistered, catalogueLoaders, type Catalogue, type NamespaceLoaders } from './namespaceRegistry';
export { useStoreTranslation, type StoreTranslation, type StoreTranslationOptions } from './useStoreTranslation';
export { I18nProvider, useI18n, getPageI18n } from './pageI18n';
