import type { KeyValueStorage } from '@store/shared/domain';

export const IDEMPOTENCY_STORAGE_KEY = 'checkout:idempotency';

interface StoredKey {
  fingerprint: string;
  key: string;
}

/** A stable text for an order's content: the same confirmed form state gives the same fingerprint. */
export function orderFingerprint(input: Readonly<Record<string, unknown>>): string {
  const sorted = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, sorted(x)]),
        )
      : v;
  return JSON.stringify(sorted(input));
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The idempotency key of an order: generated once per confirmed form state and kept (session storage)
 * until the order exists, so a double click, a retry after a network error or a refresh sends the same
 * key and the API answers with the one order it created.
 */
export function idempotencyKeyFor(storage: KeyValueStorage, fingerprint: string, generate: () => string = newKey): string {
  try {
    const stored = JSON.parse(storage.getItem(IDEMPOTENCY_STORAGE_KEY) ?? 'null') as StoredKey | null;
    if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string') return stored.key;
  } catch {
    // A corrupt record is replaced below.
  }
  const key = generate();
  storage.setItem(IDEMPOTENCY_STORAGE_KEY, JSON.stringify({ fingerprint, key } satisfies StoredKey));
  return key;
}

/** The order exists: the next confirmed form state is a new purchase. */
export function clearIdempotencyKey(storage: KeyValueStorage): void {
  storage.removeItem(IDEMPOTENCY_STORAGE_KEY);
}
