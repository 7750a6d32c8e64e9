import type { ExperimentSource } from '@store/shared/api';
import type { KeyValueStorage } from '@store/shared/domain';

/** Device context storage keys (section 3): deviceId and a user-context key. */
export const DEVICE_ID_KEY = 'deviceId';
export const USER_CONTEXT_KEY = 'userContext';

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The device's id, created once and kept in storage (essential: it identifies the device to the API, no tracking). */
export function deviceId(storage: KeyValueStorage): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = randomId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}

/** The experimentation values the API clients send as headers: the device id and the stored user context. */
export function experimentSource(storage: KeyValueStorage): ExperimentSource {
  return {
    getToken: () => deviceId(storage),
    getContext: () => storage.getItem(USER_CONTEXT_KEY) ?? undefined,
  };
}
