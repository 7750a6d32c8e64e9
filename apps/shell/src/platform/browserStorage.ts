import { createMemoryStorage, type KeyValueStorage } from '@store/shared/domain';

/** localStorage, or an in-memory stand-in where storage is blocked (private modes, sandboxed frames). */
export function safeStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage {
  try {
    const storage = window[kind];
    const probe = '__store_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
