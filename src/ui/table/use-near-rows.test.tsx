import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearRows } from './use-near-rows';

/** A stand-in IntersectionObserver that records what it observes and sends the test's reports. */
function stubObserver() {
  const state = {
    observed: [] as Element[],
    options: undefined as IntersectionObserverInit | undefined,
    report: (_entries: { target: Element; isIntersecting: boolean }[]) => {},
  };
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
      state.options = options;
      state.report = (entries) => callback(entries as never, this as never);
    }
    observe(element: Element) {
      state.observed.push(element);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return state;
}

/** A scroller holding a table of `count` rows keyed by `data-key`. */
function scrollerWithRows(count: number) {
  const scroller = document.createElement('div');
  const table = document.createElement('table');
  const body = table.createTBody();
  const keys = Array.from({ length: count }, (_, i) => `rep ${i}`);
  for (const key of keys) body.insertRow().setAttribute('data-key', key);
  scroller.append(table);
  return { scroller, keys, rows: [...body.rows] };
}

describe('useNearRows', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the first rows until the observer reports, then the rows within a window of the scroller', () => {
    const observer = stubObserver();
    const { scroller, keys, rows } = scrollerWithRows(100);
    const { result } = renderHook(() => useNearRows(scroller, 'data-key', keys));
    expect(observer.observed).toHaveLength(100);
    expect(observer.options).toEqual({ root: scroller, rootMargin: '100% 0px' });
    expect(result.current('rep 0')).toBe(true);
    expect(result.current('rep 29')).toBe(true);
    expect(result.current('rep 30')).toBe(false);

    act(() => observer.report(rows.map((target, i) => ({ target, isIntersecting: i >= 50 && i < 70 }))));
    expect(result.current('rep 0')).toBe(false);
    expect(result.current('rep 50')).toBe(true);
    expect(result.current('rep 69')).toBe(true);
    expect(result.current('rep 70')).toBe(false);

    // A later report names only the rows that changed.
    act(() =>
      observer.report([
        { target: rows[50] as Element, isIntersecting: false },
        { target: rows[70] as Element, isIntersecting: true },
      ]),
    );
    expect(result.current('rep 50')).toBe(false);
    expect(result.current('rep 60')).toBe(true);
    expect(result.current('rep 70')).toBe(true);
  });

  it('builds every row without IntersectionObserver (jsdom, old browsers)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { scroller, keys } = scrollerWithRows(100);
    const { result } = renderHook(() => useNearRows(scroller, 'data-key', keys));
    expect(result.current('rep 99')).toBe(true);
  });
});
