import { createMemoryStorage, UserType } from '@store/shared/domain';
import { adoptAccountOffer, markAdoptAccountOffered, type AdoptAccountContext } from './adoptAccount';

const reward = { email: 'ann@example.com', txnId: ['ORD-1', 'ORD-2'], reward: 1.5 };
const ctx = (over: Partial<AdoptAccountContext> = {}): AdoptAccountContext => ({
  userType: UserType.SoftSignedIn,
  reward,
  accountsEnabled: true,
  route: 'Homepage',
  session: createMemoryStorage(),
  ...over,
});

test('a soft-signed-in guest with rewards under an email is offered an account with that email, on the home page', () => {
  expect(adoptAccountOffer(ctx())).toEqual({ email: 'ann@example.com', orders: 2 });
});

test.each<[string, Partial<AdoptAccountContext>]>([
  ['a guest unknown to the store', { userType: UserType.Guest }],
  ['a signed-in user', { userType: UserType.SignedIn }],
  ['a storefront without shop accounts', { accountsEnabled: false }],
  ['another page than home', { route: 'ProductDetail' }],
  ['rewards known by a phone only', { reward: { phone: '+6581234567', txnId: ['ORD-1'], reward: 1 } }],
  ['no reward', { reward: { email: 'ann@example.com', txnId: ['ORD-1'], reward: 0 } }],
  ['no cookie', { reward: undefined }],
])('no offer for %s', (_, over) => {
  expect(adoptAccountOffer(ctx(over))).toBeUndefined();
});

test('offered once a session', () => {
  const session = createMemoryStorage();
  expect(adoptAccountOffer(ctx({ session }))).toBeDefined();
  markAdoptAccountOffered(session);
  expect(adoptAccountOffer(ctx({ session }))).toBeUndefined();
});
