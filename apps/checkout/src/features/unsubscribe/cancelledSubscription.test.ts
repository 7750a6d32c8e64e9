import { createMemoryStorage } from '@store/shared/domain';
import { activeUntilAhead, cancelledSubscriptionOf, readCancelled, rememberCancelled } from './cancelledSubscription';

test('a cancelled subscription of the answer: its product, and until when it stays active (its paid period)', () => {
  expect(cancelledSubscriptionOf({ product: 'Season Pass', status: 4, expiredOn: '2026-12-07T08:00:00.000Z' })).toEqual({
    product: 'Season Pass',
    activeUntil: '2026-12-07T08:00:00.000Z',
  });
  // Not cancelled (expired, or no date): no "active until".
  expect(cancelledSubscriptionOf({ product: 'Season Pass', status: 5, expiredOn: '2026-12-07T08:00:00.000Z' })).toEqual({ product: 'Season Pass' });
  expect(cancelledSubscriptionOf(null)).toEqual({});
  expect(cancelledSubscriptionOf('nonsense')).toEqual({});
});

test("this browser remembers the link's cancelled subscription; other links are unknown", () => {
  const storage = createMemoryStorage();
  rememberCancelled(storage, 'tok_0123456789abcdef', { product: 'Season Pass', activeUntil: '2026-12-07T08:00:00.000Z' });
  expect(readCancelled(storage, 'tok_0123456789abcdef')).toEqual({ product: 'Season Pass', activeUntil: '2026-12-07T08:00:00.000Z' });
  expect(readCancelled(storage, 'tok_ffffffffffffffff')).toBeUndefined();
});

test('only a date still ahead is said as "active until"', () => {
  const now = Date.parse('2026-11-27T08:00:00.000Z');
  expect(activeUntilAhead({ activeUntil: '2026-12-07T08:00:00.000Z' }, now)).toBe('2026-12-07T08:00:00.000Z');
  expect(activeUntilAhead({ activeUntil: '2026-11-01T08:00:00.000Z' }, now)).toBeUndefined();
  expect(activeUntilAhead({}, now)).toBeUndefined();
});
