import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from './use-painted';

describe('usePainted', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('turns true a task after the next frame, and stays true', () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const { result, rerender } = renderHook(() => usePainted());
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false); // no frame yet: nothing painted
    act(() => frame?.(0));
    expect(result.current).toBe(false); // the frame is painting; a task later it has
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('does not wait for a frame in a hidden tab (it paints none)', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => usePainted());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
    expect(raf).not.toHaveBeenCalled();
  });
});
