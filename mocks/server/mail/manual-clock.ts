import type { Clock } from './clock';

/**
 * A clock tests move by hand: `advanceTo` runs every timer due by then, in time order, and
 * lets the work they start settle between them.
 */
export interface ManualClock extends Clock {
  advanceTo(time: number): Promise<void>;
  /** Timers not yet run. */
  pending(): number;
}

export function createManualClock(start: number): ManualClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    now: () => now,
    setTimer(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), run });
      return () => timers.delete(id);
    },
    pending: () => timers.size,
    async advanceTo(time) {
      for (;;) {
        let first: [number, { at: number; run: () => void }] | null = null;
        for (const entry of timers)
          if (entry[1].at <= time && (!first || entry[1].at < first[1].at)) first = entry;
        if (!first) break;
        timers.delete(first[0]);
        now = Math.max(now, first[1].at);
        first[1].run();
        await settle();
      }
      now = Math.max(now, time);
    },
  };
}
