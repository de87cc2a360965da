import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { DEMO_STATE_KEY } from '../demo-state';
import type { DemoStore } from '../storage';

/**
 * The HTTP demo API's store: every key in memory, and the demo state (users, permissions,
 * brands, targets, files, schedules, tokens) also in `stateFile` when one is given, so a
 * restarted server keeps what users changed. The file holds the same JSON the browser
 * demo keeps in localStorage['demo:state']; deleting it resets the demo.
 */
export function createServerStore(stateFile: string | null): DemoStore {
  const memory = new Map<string, string>();
  if (stateFile && existsSync(stateFile)) memory.set(DEMO_STATE_KEY, readFileSync(stateFile, 'utf8'));

  const persist = (raw: string | null) => {
    if (!stateFile) return;
    if (raw === null) {
      rmSync(stateFile, { force: true });
      return;
    }
    // Write then rename, so a crash mid-write never leaves half a file to start from.
    const temporary = `${stateFile}.tmp`;
    writeFileSync(temporary, raw);
    renameSync(temporary, stateFile);
  };

  return {
    get: (key) => memory.get(key) ?? null,
    set(key, value) {
      memory.set(key, value);
      if (key === DEMO_STATE_KEY) persist(value);
    },
    remove(key) {
      memory.delete(key);
      if (key === DEMO_STATE_KEY) persist(null);
    },
  };
}
