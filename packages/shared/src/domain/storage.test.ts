import { createMemoryStorage, readJson } from './storage';

describe('storage helpers', () => {
  it('memory storage and readJson', () => {
    const s = createMemoryStorage({ a: '{"x":1}', b: 'nope' });
    expect(readJson(s, 'a')).toEqual({ x: 1 });
    expect(readJson(s, 'b')).toBeUndefined();
    expect(readJson(s, 'c')).toBeUndefined();
    s.setItem('c', '1');
    expect(s.size).toBe(3);
    s.removeItem('c');
    expect(s.getItem('c')).toBeNull();
  });

  it('readJson never throws when the storage does', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined, removeItem: () => undefined };
    expect(readJson(broken, 'a')).toBeUndefined();
  });
});
