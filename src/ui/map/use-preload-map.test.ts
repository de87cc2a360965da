import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadMap } from './account-map';
import { preloadPinIcons } from './pin-icons';
import { preloadMap } from './preload-map';

vi.mock('./preload-map', () => ({ preloadMap: vi.fn(), loadMapModule: vi.fn(() => new Promise(() => {})) }));
vi.mock('./pin-icons', () => ({ preloadPinIcons: vi.fn() }));
// jsdom has no WebGL2; a browser that has it.
vi.mock('./webgl-support', () => ({ supportsWebGL2: () => true, markWebGL2Unavailable: vi.fn() }));

describe('usePreloadMap', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.mocked(preloadMap).mockClear();
    vi.mocked(preloadPinIcons).mockClear();
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

  it('starts the legend’s marker icons with it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const legend = [{ key: 'Active', color: '#52c41a', image: '/api/demo-photos/marker/52c41a.svg' }];
    renderHook(() => usePreloadMap(false, legend));
    renderHook(() => usePreloadMap(true, legend));
    expect(preloadPinIcons).not.toHaveBeenCalled();
    act(() => frames.forEach((frame) => frame(0)));
    act(() => vi.runAllTimers());
    expect(preloadPinIcons).toHaveBeenCalledTimes(1);
    expect(preloadPinIcons).toHaveBeenCalledWith(legend);
  });
});
