import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadMap } from './account-map';
import { preloadMap } from './preload-map';

vi.mock('./preload-map', () => ({ preloadMap: vi.fn(), loadMapModule: vi.fn(() => new Promise(() => {})) }));

describe('usePreloadMap', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.mocked(preloadMap).mockClear();
  });

  it("starts the map's code once the page has painted, only for a permitted panel", () => {
    vi.useFakeTimers();
    // jsdom has no Element Timing: the hook waits for a frame and a task (usePainted).
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderHook(() => usePreloadMap(false)); // painted too, but not permitted
    const { rerender } = renderHook(({ allowed }) => usePreloadMap(allowed), {
      initialProps: { allowed: true },
    });
    expect(preloadMap).not.toHaveBeenCalled();
    act(() => frames.forEach((frame) => frame(0)));
    act(() => vi.runAllTimers());
    expect(preloadMap).toHaveBeenCalledTimes(1);
    rerender({ allowed: true });
    expect(preloadMap).toHaveBeenCalledTimes(1);
  });
});
