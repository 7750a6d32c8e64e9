// The page's one script, inline in its HTML (the shell's page template): it fetches the store's code (main.js) when
// startStore says, once the document is parsed (what `defer` gave the script tag it replaces).
import { recordEarlyEntries } from '@store/shared/ui';
import { startStore } from './startStore';

/** The shell is served at the root of every storefront host (webpack.app.cjs: publicPath '/'). */
const MAIN_JS = '/main.js';

function fetchStoreCode(): void {
  const main = document.createElement('script');
  main.src = MAIN_JS;
  document.head.appendChild(main);
}

function startWhenParsed(): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => startStore(fetchStoreCode), { once: true });
  else startStore(fetchStoreCode);
}

// A shopper may type into the server-rendered top-up form, or press Enter, before the code is there.
recordEarlyEntries();
startWhenParsed();

export {};
