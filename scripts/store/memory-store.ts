import type { ConfigStore } from "./commands";

/** An in-memory ConfigStore for tests; `writes` counts puts and deletes. */
export function memoryStore(initial: Record<string, string> = {}): ConfigStore & { data: Map<string, string>; writes: number } {
  const data = new Map(Object.entries(initial));
  const store = {
    data,
    writes: 0,
    async get(key: string) {
      return data.get(key) ?? null;
    },
    async put(key: string, value: string) {
      store.writes += 1;
      data.set(key, value);
    },
    async delete(key: string) {
      store.writes += 1;
      data.delete(key);
    },
  };
  return store;
}
