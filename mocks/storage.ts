/**
 * The demo's persistent store: the browser's localStorage, or a Map where there is none
 * (plain Node). In vitest (jsdom) it is localStorage, which the test setup clears after
 * each test, so every test starts from a clean demo.
 */
const memory = new Map<string, string>();

export interface DemoStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

let override: DemoStore | null = null;

/**
 * Replaces the store for this process: the HTTP demo API (mocks/server) keeps the demo in
 * memory and an optional state file instead of a browser's localStorage. null restores
 * the default.
 */
export function setDemoStore(store: DemoStore | null): void {
  override = store;
}

const local = (): Storage | null => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // Storage disabled (privacy settings): fall back to memory for this page's life.
    return null;
  }
};

export const demoStorage: DemoStore = {
  get(key: string): string | null {
    if (override) return override.get(key);
    const store = local();
    return store ? store.getItem(key) : (memory.get(key) ?? null);
  },
  set(key: string, value: string): void {
    if (override) return override.set(key, value);
    const store = local();
    if (store) store.setItem(key, value);
    else memory.set(key, value);
  },
  remove(key: string): void {
    if (override) return override.remove(key);
    const store = local();
    if (store) store.removeItem(key);
    else memory.delete(key);
  },
};
