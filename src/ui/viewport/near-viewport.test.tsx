import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './near-viewport';

/** A stand-in IntersectionObserver whose reports the test sends. */
function stubObserver() {
  const observers: { report: (isIntersecting: boolean) => void; options: unknown; disconnected: boolean }[] =
    [];
  class FakeObserver {
    disconnected = false;
    constructor(callback: IntersectionObserverCallback, options: unknown) {
      const self = {
        report: (isIntersecting: boolean) => callback([{ isIntersecting } as never], this as never),
        options,
        disconnected: false,
      };
      observers.push(self);
      this.disconnect = () => {
        self.disconnected = true;
      };
    }
    observe() {}
    disconnect: () => void;
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  const element = { current: document.createElement('div') };

  it('stays false until the element comes near the window, then true for good', () => {
    const observers = stubObserver();
    const { result } = renderHook(() => useNearViewport(element));
    expect(result.current).toBe(false);
    expect(observers[0]?.options).toEqual({ rootMargin: NEAR_VIEWPORT_MARGIN });

    act(() => observers[0]?.report(false));
    expect(result.current).toBe(false);
    act(() => observers[0]?.report(true));
    expect(result.current).toBe(true);
    // Nothing is observed any more: scrolling away does not take the drawing back.
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('is true at once when disabled or without IntersectionObserver (jsdom, old browsers)', () => {
    stubObserver();
    expect(renderHook(() => useNearViewport(element, false)).result.current).toBe(true);
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(renderHook(() => useNearViewport(element)).result.current).toBe(true);
  });
});
