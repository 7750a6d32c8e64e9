import { catalogueLoaders, registerNamespace, useStoreTranslation } from '@store/shared';

export const SHELL_NAMESPACE = 'shell';

/** The shell's strings, one lazily loaded catalogue per offered language. */
export function registerShellStrings(): void {
  registerNamespace(SHELL_NAMESPACE, catalogueLoaders((language) => import(`./${language}.json`)));
}

export function useShellTranslation() {
  return useStoreTranslation(SHELL_NAMESPACE);
}
