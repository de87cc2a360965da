/**
 * The demo's persistent store: the browser's localStorage, or a Map where there is none
 * (plain Node). In vitest (jsdom) it is localStorage, which the test setup clears after
 * each test, so every test starts from a clean demo.
 */
const memory = new Map<string, string>();

const local = (): Storage | null => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // Storage disabled (privacy settings): fall back to memory for this page's life.
    return null;
  }
};

export const demoStorage = {
  get(key: string): string | null {
    const store = local();
    return store ? store.getItem(key) : (memory.get(key) ?? null);
  },
  set(key: string, value: string): void {
    const store = local();
    if (store) store.setItem(key, value);
    else memory.set(key, value);
  },
  remove(key: string): void {
    const store = local();
    if (store) store.removeItem(key);
    else memory.delete(key);
  },
};
