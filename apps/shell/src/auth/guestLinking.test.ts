import { GUEST_PURCHASE_KEY, createMemoryStorage, countryByCode } from '@store/shared/domain';
import { RootStore, RuntimeConfigSchema, type AuthOperations } from '@store/shared';
import { testConfig } from '@store/shared/testing';
import { linkGuestPurchase, withGuestLinking, type GuestLinkingDeps } from './guestLinking';

const PURCHASE = { txnId: 'ORD-0123456789ABCDEF01234567', userId: '10000001', gvtId: 1, voucherTypeId: 1001, pcId: 1 };

function setUp(over: Partial<GuestLinkingDeps> = {}) {
  const store = new RootStore({ config: RuntimeConfigSchema.parse(testConfig('http://api.test')) });
  store.shop.setCountry('sg');
  store.session.completeSignIn({ sub: 'u-1', email: 'Buyer@Example.com', 'custom:logged_in': '1' });
  const local = createMemoryStorage();
  local.setItem(GUEST_PURCHASE_KEY, JSON.stringify(PURCHASE));
  const setOrderUid = jest.fn(async () => ({ statusCode: 0, statusMessage: 'Success' }));
  const onRefused = jest.fn();
  const onError = jest.fn();
  const onLinked = jest.fn();
  const deps: GuestLinkingDeps = {
    session: store.session,
    local,
    graphql: { setOrderUid },
    accessToken: async () => 'access-tok',
    shop: () => ({ country: store.shop.country, languageCode: 'en' }),
    onRefused,
    onError,
    onLinked,
    ...over,
  };
  return { deps, local, setOrderUid, onRefused, onError, onLinked };
}

test("links the committed guest purchase by the user's email with the access token, then clears it", async () => {
  const { deps, local, setOrderUid, onRefused, onError, onLinked } = setUp();
  await expect(linkGuestPurchase(deps)).resolves.toEqual({ outcome: 'linked' });
  // The rewards went with the order: the guest's cashback cookie goes.
  expect(onLinked).toHaveBeenCalledTimes(1);
  expect(setOrderUid).toHaveBeenCalledWith(PURCHASE, { uid: 'Buyer@Example.com', languageCode: 'en', accessToken: 'access-tok', country: countryByCode('sg') });
  expect(local.getItem(GUEST_PURCHASE_KEY)).toBeNull();
  expect(onRefused).not.toHaveBeenCalled();
  expect(onError).not.toHaveBeenCalled();
});

test('a refused link (statusCode not 0) is told as adoptAccount.rewardLinkingFailed; the record is cleared all the same', async () => {
  const { deps, local, onRefused, onError, onLinked } = setUp({ graphql: { setOrderUid: async () => ({ statusCode: 3, statusMessage: 'The order was not bought with this email.' }) } });
  expect((await linkGuestPurchase(deps)).outcome).toBe('failed');
  expect(onLinked).not.toHaveBeenCalled();
  expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ key: 'adoptAccount.rewardLinkingFailed', statusCode: 3 }));
  expect(onError).not.toHaveBeenCalled();
  expect(local.getItem(GUEST_PURCHASE_KEY)).toBeNull();
});

test('any other failure (no answer) is only logged (section 8), and the record is cleared', async () => {
  const { deps, local, onRefused, onError } = setUp({ graphql: { setOrderUid: async () => Promise.reject(new Error('Network Error')) } });
  expect((await linkGuestPurchase(deps)).outcome).toBe('failed');
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Network Error' }));
  expect(onRefused).not.toHaveBeenCalled();
  expect(local.getItem(GUEST_PURCHASE_KEY)).toBeNull();
});

test('with no guest purchase nothing is called', async () => {
  const { deps, local, setOrderUid } = setUp();
  local.removeItem(GUEST_PURCHASE_KEY);
  await expect(linkGuestPurchase(deps)).resolves.toEqual({ outcome: 'none' });
  expect(setOrderUid).not.toHaveBeenCalled();
});

test('signIn links after the sign-in succeeds, and not when it fails', async () => {
  const { deps, setOrderUid } = setUp();
  const signIn = jest.fn<Promise<void>, [string, string]>().mockRejectedValueOnce(Object.assign(new Error('Incorrect'), { name: 'NotAuthorizedException' })).mockResolvedValue();
  const ops = withGuestLinking({ signIn } as unknown as AuthOperations, deps);
  await expect(ops.signIn('buyer@example.com', 'wrong')).rejects.toThrow('Incorrect');
  expect(setOrderUid).not.toHaveBeenCalled();
  await ops.signIn('buyer@example.com', 'right1234');
  expect(setOrderUid).toHaveBeenCalledTimes(1);
});
