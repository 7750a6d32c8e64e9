import { createMemoryStorage, type KeyValueStorage } from '@store/shared/domain';

/** Browser storage, or memory when the browser refuses it (private modes, sandboxed frames). */
export function browserStorage(kind: 'session' | 'local'): KeyValueStorage {
  try {
    const storage = kind === 'session' ? window.sessionStorage : window.localStorage;
    const probe = '__store_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
