/**
 * The time the report mail reads and waits on. The HTTP demo API uses the system clock;
 * tests pass a clock they move by hand (manual-clock.ts), so a schedule's days pass in
 * milliseconds.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `run` after `ms`; the returned function cancels it. */
  setTimer(run: () => void, ms: number): () => void;
}

/** setTimeout's longest wait; a longer one is waited in steps (the scheduler wakes and looks again). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(run, ms) {
    const timer = setTimeout(run, Math.min(Math.max(0, ms), MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  },
};
