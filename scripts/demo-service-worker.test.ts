// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoServiceWorkerPrelude } from './demo-service-worker.mjs';

type Listener = (event: unknown) => void;

/** Runs the prelude in a stand-in worker scope; returns what each listener did. */
function workerWithPrelude() {
  const listeners = new Map<string, Listener>();
  const scope = {
    registration: { scope: 'http://127.0.0.1:4173/' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', 'addEventListener', demoServiceWorkerPrelude('/api'))(scope, scope.addEventListener);
  const reachesMsw = (url: string) => {
    let stopped = false;
    listeners.get('fetch')?.({ request: { url }, stopImmediatePropagation: () => (stopped = true) });
    return !stopped;
  };
  return { listeners, reachesMsw };
}

describe("the demo build's service worker prelude", () => {
  it("lets only the demo API's requests reach MSW's fetch listener", () => {
    const { reachesMsw } = workerWithPrelude();
    expect(reachesMsw('http://127.0.0.1:4173/api/authtest')).toBe(true);
    expect(reachesMsw('http://127.0.0.1:4173/api/accounts/filters?cities=A%2CB')).toBe(true);
    expect(reachesMsw('http://127.0.0.1:4173/assets/index-abc.js')).toBe(false);
    expect(reachesMsw('http://127.0.0.1:4173/assets/engine-worker-abc.js')).toBe(false);
    expect(reachesMsw('http://127.0.0.1:4173/apiary')).toBe(false);
    expect(reachesMsw('http://other.example/api/authtest')).toBe(false);
  });

  it('installs without static routing where the browser has none', () => {
    const { listeners } = workerWithPrelude();
    const waited: unknown[] = [];
    listeners.get('install')?.({ waitUntil: (p: unknown) => waited.push(p) });
    expect(waited).toEqual([]);
  });
});
