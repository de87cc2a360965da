import type { DemoStore } from './storage';

/**
 * The messages between the page and the demo engine's Web Worker (engine-worker.ts), and
 * the rules that keep the demo's `demo:*` storage keys in step between them. The page
 * owns localStorage (the worker has none): e2e tests and the bench write scenarios,
 * latency and scale there, and the demo state must survive reloads. So each request
 * carries the keys the page changed since its last message, and each answer carries the
 * keys the engine wrote, which the page stores before the app sees the answer.
 *
 * Kept free of imports with weight: the page loads this module, the engine does not
 * come with it.
 */

/** Storage keys the demo API reads and writes (state, scenarios, latency, scale). */
export const DEMO_KEY_PREFIX = 'demo:';

/** Changed keys: a value, or null for a removed key. */
export type StorageChanges = Record<string, string | null>;

export interface EngineSync {
  storage: StorageChanges;
  /** The page's `?demoScale=` (the worker has no page URL). */
  demoScale: string | null;
}

/** Page -> engine: build the data set now (sent once, as the demo starts). */
export interface EngineWarmUp extends EngineSync {
  kind: 'warmUp';
}

export interface EngineRequest extends EngineSync {
  kind: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  /** Transferred, not copied (uploads are a few MB). */
  body: ArrayBuffer | null;
}

export type PageMessage = EngineWarmUp | EngineRequest;

export interface EngineResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** Engine -> page, one per request. */
export interface EngineReply {
  id: number;
  /** null: no demo handler for it (the request goes to the network, as MSW's 'bypass'). */
  response: EngineResponse | null;
  /** Set when a handler threw: the page fails the request with it. */
  error?: string;
  /** Every key the engine wrote since its last reply. */
  writes: StorageChanges;
}

/**
 * What to send with the next message: the keys whose value in the page differs from what
 * the engine holds as far as the page knows (`engine`), removals included.
 */
export function changesToSend(
  page: ReadonlyMap<string, string>,
  engine: ReadonlyMap<string, string>,
): StorageChanges {
  const changes: StorageChanges = {};
  for (const [key, value] of page) if (engine.get(key) !== value) changes[key] = value;
  for (const key of engine.keys()) if (!page.has(key)) changes[key] = null;
  return changes;
}

/**
 * The engine's writes the page stores: all but those to a key the page changed itself
 * since it last sent it (a test switching a scenario on while a request was out). The
 * page's own value wins there and reaches the engine with the next message.
 */
export function writesToStore(
  page: ReadonlyMap<string, string>,
  engine: ReadonlyMap<string, string>,
  writes: StorageChanges,
): StorageChanges {
  const accepted: StorageChanges = {};
  for (const [key, value] of Object.entries(writes)) {
    if ((page.get(key) ?? null) === (engine.get(key) ?? null)) accepted[key] = value;
  }
  return accepted;
}

/**
 * The engine's side: a DemoStore over the copy of the page's keys, which also records
 * the engine's own writes until the next reply takes them. A value the page sends
 * replaces a pending write to the same key: it is newer, since the page decided it
 * after the engine's last reply.
 */
export class MirrorStore implements DemoStore {
  private readonly values = new Map<string, string>();
  private pending: StorageChanges = {};

  receive(changes: StorageChanges): void {
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) this.values.delete(key);
      else this.values.set(key, value);
      delete this.pending[key];
    }
  }

  takeWrites(): StorageChanges {
    const writes = this.pending;
    this.pending = {};
    return writes;
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
    this.pending[key] = value;
  }

  remove(key: string): void {
    this.values.delete(key);
    this.pending[key] = null;
  }
}
