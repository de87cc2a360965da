import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePresented } from './use-presented';

type Entry = { identifier: string; startTime: number };

/** A PerformanceObserver that reports Element Timing entries when the test says so. */
function fakeElementTiming() {
  const observers: ((entries: Entry[]) => void)[] = [];
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['element', 'paint'];
    constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: (entries: Entry[]) => observers.forEach((o) => o(entries)), disconnect };
}

describe('usePresented', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('turns true when a marked element painted after the mount is presented, not before', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const timing = fakeElementTiming();
    const { result } = renderHook(() => usePresented('panel-title'));
    expect(result.current).toBe(false);
    // An earlier visit's heading (buffered) and another mark do not count.
    act(() => timing.report([{ identifier: 'panel-title', startTime: 400 }]));
    act(() => timing.report([{ identifier: 'other', startTime: 1200 }]));
    expect(result.current).toBe(false);
    act(() => timing.report([{ identifier: 'panel-title', startTime: 1250 }]));
    expect(result.current).toBe(true);
    expect(timing.disconnect).toHaveBeenCalled();
  });

  it('gives up waiting after its time limit (nothing marked may be shown)', () => {
    vi.useFakeTimers();
    fakeElementTiming();
    const { result } = renderHook(() => usePresented('panel-title', 800));
    act(() => vi.advanceTimersByTime(799));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is usePainted where the browser has no Element Timing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const { result } = renderHook(() => usePresented('panel-title'));
    expect(result.current).toBe(false);
    act(() => frame?.(0));
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });
});
