import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Pictures the page asked for; each loads or fails when the test says so. */
const made: FakeImage[] = [];
class FakeImage {
  crossOrigin: string | null = null;
  decoding = '';
  src = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    made.push(this);
  }
}

describe('pin icons', () => {
  beforeEach(() => {
    made.length = 0;
    vi.resetModules();
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('load each status icon once, CORS-clean, and keep it for the maps drawn later', async () => {
    const { loadedPinIcon, loadPinIcon, preloadPinIcons } = await import('./pin-icons');
    preloadPinIcons([
      { key: 'A', image: '/api/demo-photos/marker/52c41a.svg' },
      { key: 'B', image: ' /api/demo-photos/marker/52c41a.svg ' },
      { key: 'C', image: '' },
      { key: 'D', image: null },
      { key: 'E' },
    ]);
    expect(made.map((image) => image.src)).toEqual([`${location.origin}/api/demo-photos/marker/52c41a.svg`]);
    expect(made[0]?.crossOrigin).toBe('anonymous');
    const icon = `${location.origin}/api/demo-photos/marker/52c41a.svg`;
    expect(loadedPinIcon(icon)).toBeUndefined();
    made[0]?.onload?.();
    await expect(loadPinIcon(icon)).resolves.toBe(made[0]);
    expect(loadedPinIcon(icon)).toBe(made[0]);
    expect(made).toHaveLength(1);
  });

  it('remember an icon that failed, without asking again', async () => {
    const { loadPinIcon } = await import('./pin-icons');
    const first = loadPinIcon('/missing.svg');
    made[0]?.onerror?.();
    await expect(first).rejects.toThrow('/missing.svg');
    await expect(loadPinIcon('/missing.svg')).rejects.toThrow();
    expect(made).toHaveLength(1);
  });
});
