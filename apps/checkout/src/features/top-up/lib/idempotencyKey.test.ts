import { createMemoryStorage } from '@store/shared/domain';
import { clearIdempotencyKey, idempotencyKeyFor, orderFingerprint } from './idempotencyKey';

describe('idempotency key', () => {
  it('is the same for the same confirmed form state, whatever the key order', () => {
    const storage = createMemoryStorage();
    let n = 0;
    const gen = () => `key-${++n}`;
    const a = idempotencyKeyFor(storage, orderFingerprint({ skuId: 1, userId: '1' }), gen);
    const b = idempotencyKeyFor(storage, orderFingerprint({ userId: '1', skuId: 1, promoCode: undefined }), gen);
    expect(a).toBe('key-1');
    expect(b).toBe('key-1');
  });

  it('changes when the form state changes, and after the order exists', () => {
    const storage = createMemoryStorage();
    let n = 0;
    const gen = () => `key-${++n}`;
    expect(idempotencyKeyFor(storage, 'a', gen)).toBe('key-1');
    expect(idempotencyKeyFor(storage, 'b', gen)).toBe('key-2');
    clearIdempotencyKey(storage);
    expect(idempotencyKeyFor(storage, 'b', gen)).toBe('key-3');
  });

  it('survives a corrupt record', () => {
    const storage = createMemoryStorage({ 'checkout:idempotency': '{' });
    expect(idempotencyKeyFor(storage, 'a', () => 'fresh')).toBe('fresh');
  });
});
