import { RootStore, RuntimeConfigSchema } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { followLangCode } from './langCode';

function signedInIndonesian() {
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')) });
  store.shop.setCountry('id');
  store.session.completeSignIn({ sub: 'u-1', email: 'a@b.co', 'custom:country_code': 'id', 'custom:lang_code': 'id', 'custom:logged_in': '1' });
  return store;
}

test("a language switched in the user's own country is saved as their lang_code, once", async () => {
  const store = signedInIndonesian();
  const save = jest.fn(async (code: string) => {
    store.session.refreshUser({ ...store.session.user, 'custom:lang_code': code });
  });
  const stop = followLangCode(store.session, store.shop, save, jest.fn());
  expect(save).not.toHaveBeenCalled();
  store.shop.setCountry('id', 'en');
  expect(save).toHaveBeenCalledWith('en');
  await Promise.resolve();
  store.shop.setCountry('id', 'en');
  expect(save).toHaveBeenCalledTimes(1);
  stop();
});

test("another country's page, or a guest, changes nothing; a failed save is reported", async () => {
  const store = signedInIndonesian();
  const save = jest.fn(async () => {
    throw new Error('offline');
  });
  const report = jest.fn();
  const stop = followLangCode(store.session, store.shop, save, report);
  store.shop.setCountry('sg', 'en');
  expect(save).not.toHaveBeenCalled();
  store.shop.setCountry('id', 'en');
  expect(save).toHaveBeenCalledWith('en');
  await new Promise((r) => setTimeout(r, 0));
  expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
  store.session.signOut();
  store.shop.setCountry('id', 'id');
  store.shop.setCountry('id', 'en');
  expect(save).toHaveBeenCalledTimes(1);
  stop();
});
