// The page's one script, inline in its HTML (the shell's page template): it fetches the store's code (main.js) when
// startStore says, or at once when the shopper taps a control marked for it; once the document is parsed (what `defer`
// gave the script tag it replaces).
import { recordEarlyActions, recordEarlyEntries } from '@store/shared/ui';
import { startStore } from './startStore';
import { storeCodeLoader } from './storeCode';

const fetchStoreCode = storeCodeLoader();

/** `then`, once the document is parsed (the code hydrates the whole of it). */
function whenParsed(then: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

// A shopper may type into the server-rendered top-up form, or press Enter, before the code is there.
recordEarlyEntries();
// Or tap the menu: kept for its code, which is wanted now rather than after the page's largest image.
recordEarlyActions(() => whenParsed(fetchStoreCode));
whenParsed(() => startStore(fetchStoreCode));

export {};
