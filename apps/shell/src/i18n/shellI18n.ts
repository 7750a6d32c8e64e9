import { registerNamespace, useStoreTranslation, type Catalogue } from '@store/shared';

export const SHELL_NAMESPACE = 'shell';

const asCatalogue = (m: { default: Catalogue }) => m.default;

/** The shell's strings, one lazily loaded catalogue per language (others fall back to English). */
export function registerShellStrings(): void {
  registerNamespace(SHELL_NAMESPACE, {
    en: () => import('./en.json').then(asCatalogue),
    ar: () => import('./ar.json').then(asCatalogue),
    id: () => import('./id.json').then(asCatalogue),
  });
}

export function useShellTranslation() {
  return useStoreTranslation(SHELL_NAMESPACE);
}
