import { renderHook } from '@testing-library/react';
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
    vi.mocked(preloadMap).mockClear();
    vi.mocked(preloadPinIcons).mockClear();
  });

  it("starts the map's code and the legend's marker icons for a permitted panel only, once", () => {
    const legend = [{ key: 'Active', color: '#52c41a', image: '/api/demo-photos/marker/52c41a.svg' }];
    renderHook(() => usePreloadMap(false, legend));
    expect(preloadMap).not.toHaveBeenCalled();
    expect(preloadPinIcons).not.toHaveBeenCalled();
    const { rerender } = renderHook(({ allowed }) => usePreloadMap(allowed, legend), {
      initialProps: { allowed: true },
    });
    rerender({ allowed: true });
    expect(preloadMap).toHaveBeenCalledTimes(1);
    expect(preloadPinIcons).toHaveBeenCalledExactlyOnceWith(legend);
  });
});
