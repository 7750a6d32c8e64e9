import { createMemoryStorage } from '@store/shared/domain';
import { CASHBACK_CONTACT_KEY, stageCashbackContact, takeCashbackContact } from './cashbackContact';

describe('the receipt contact staged with a guest order for its cashback', () => {
  test('taken once, only for the same order', () => {
    const session = createMemoryStorage();
    stageCashbackContact(session, { txnId: 'ORD-1', email: 'ann@example.com' });
    expect(takeCashbackContact(session, 'ORD-2')).toBeUndefined();
    expect(takeCashbackContact(session, 'ORD-1')).toEqual({ email: 'ann@example.com' });
    expect(takeCashbackContact(session, 'ORD-1')).toBeUndefined();
  });

  test('a phone works as well; no contact stages nothing and clears an older one', () => {
    const session = createMemoryStorage();
    stageCashbackContact(session, { txnId: 'ORD-1', phone: '+6591234567' });
    stageCashbackContact(session, { txnId: 'ORD-2' });
    expect(session.getItem(CASHBACK_CONTACT_KEY)).toBeNull();
    stageCashbackContact(session, { txnId: 'ORD-3', phone: '+6591234567' });
    expect(takeCashbackContact(session, 'ORD-3')).toEqual({ phone: '+6591234567' });
  });

  test('garbage in storage is ignored', () => {
    for (const raw of ['not json', 'null', '"x"', '{"txnId":"ORD-1"}', '{"txnId":"ORD-1","email":5}']) {
      expect(takeCashbackContact(createMemoryStorage({ [CASHBACK_CONTACT_KEY]: raw }), 'ORD-1')).toBeUndefined();
    }
  });
});
