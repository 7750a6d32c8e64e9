import { reaction } from 'mobx';
import type { SessionStore, ShopStore } from '@store/shared';

/**
 * Section 4: the user's lang_code follows a switched language when the shop country is the user's country
 * (SessionStore.langCodeUpdate says when). `save` stores it with the auth provider; a failure is reported and
 * tried again on the next switch. Returns the disposer.
 */
export function followLangCode(session: SessionStore, shop: ShopStore, save: (code: string) => Promise<void>, report: (error: unknown) => void): () => void {
  return reaction(
    () => session.langCodeUpdate({ countryCode: shop.country?.code, switchedLanguage: shop.switchedLanguage }),
    (code) => {
      if (code) save(code).catch(report);
    },
    { fireImmediately: true },
  );
}
