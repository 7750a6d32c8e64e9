/** The cookies a store reads and writes; the shell passes one over document.cookie, tests an in-memory one. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, expires?: Date): void;
  remove(name: string): void;
}

export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar & { readonly values: Map<string, { value: string; expires?: Date }> } {
  const values = new Map<string, { value: string; expires?: Date }>(Object.entries(initial).map(([k, v]) => [k, { value: v }]));
  return {
    values,
    get: (name) => values.get(name)?.value,
    set: (name, value, expires) => {
      values.set(name, expires ? { value, expires } : { value });
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}
