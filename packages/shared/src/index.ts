// @store/shared: the kernel. One instance per page (a Module Federation singleton the shell provides),
// so it holds only what must be shared as one instance: the RootStore with the cross-remote stores
// (shop country and language, session, notifications, consent), its React context, the i18n instance
// and namespace registry, the run-time configuration, the page's QueryClient, the remote-module slot
// and the kernel version check. Everything else is a sub-path entry each app bundles, tree-shaken:
// @store/shared/domain, /errors, /api, /ui (and /standalone, /testing for the remotes' harness and tests).
// Kernel modules import each other by relative path; the entries import the kernel as '@store/shared'.
export * from './stores';
export { StoreProvider, useRootStore } from './kernel/StoreContext';
export { useRemoteTranslation } from './kernel/useRemoteTranslation';
export * from './i18n';
export * from './kernel/runtimeConfig';
export { ConsentCategory, type ConsentPreferences } from '@store/shared/domain';
// One zod per page: the kernel's clients and configuration already carry it, and the apps' schemas use
// this copy rather than bundling another (eslint refuses `import 'zod'` in the front-end apps).
export * as z from '@store/shared/schema';
export * from './kernel/remoteModule';
export * from './kernel/query';
export * from './kernel/sharedVersion';
