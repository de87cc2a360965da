import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A stand-in PerformanceObserver for 'paint' entries, whose reports the test sends. */
function fakePaintObserver() {
  const callbacks: ((list: { getEntries: () => { name: string }[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => callbacks.forEach((callback) => callback({ getEntries: () => [{ name }] }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('runs at the first contentful paint, once, not at the first (blank) paint', () => {
    vi.useFakeTimers();
    const report = fakePaintObserver();
    const run = vi.fn();
    afterFirstPaint(run, 500);
    report('first-paint');
    expect(run).not.toHaveBeenCalled();
    report('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait when no paint is reported (jsdom, nothing contentful)', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterFirstPaint(run, 500);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    const report = fakePaintObserver();
    const run = vi.fn();
    afterFirstPaint(run, 500)();
    report('first-contentful-paint');
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
