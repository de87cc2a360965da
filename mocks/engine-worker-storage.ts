/**
 * A Web Worker has no localStorage, and MSW's cookie store insists on one at load in any
 * environment that is not Node ("Failed to create a CookieStore"). The demo API uses no
 * cookies (bearer tokens) and its own keys go through a MirrorStore (engine-protocol.ts),
 * so an in-memory Storage for this worker's life is enough. Imported by engine-worker.ts
 * before msw, so it exists when msw's modules run.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const memoryStorage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage, configurable: true });
}
