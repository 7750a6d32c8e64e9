/** The subset of Web Storage the domain rules need; inject localStorage, sessionStorage or a fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Milliseconds since the epoch; inject Date.now or a fake. */
export type Clock = () => number;

/** An in-memory KeyValueStorage (tests, prerender, storage unavailable). */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage & { readonly size: number } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get size() {
      return map.size;
    },
  };
}

/** JSON from storage, or undefined when absent or unparsable; never throws. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}
