import type { ReactNode } from 'react';
import { createStoreI18n, I18nProvider } from '@store/shared';
import { registerShellStrings, SHELL_NAMESPACE } from '../src/i18n/shellI18n';

/** The shell's strings in a language, loaded, and a wrapper that provides them. */
export async function shellStrings(language = 'en') {
  registerShellStrings();
  const i18n = createStoreI18n(language);
  await i18n.loadNamespaces(SHELL_NAMESPACE);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return { i18n, wrapper };
}
