import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_CHART_COLOR } from '@/ui/charts/palette';
import { pinImageId } from './map-model';
import type { PinCanvas, PinImageMap } from './pin-images';
import { addPinImages, drawPin, iconRect, pinIconsLoading, pinImageStates, pinRaster } from './pin-images';

/** Icons already loaded (drawn at once) and loads the test settles by hand. */
const icons = vi.hoisted(() => ({
  loaded: new Map<string, unknown>(),
  pending: new Map<string, { resolve: (icon: unknown) => void; reject: (error: Error) => void }>(),
}));
vi.mock('./pin-icons', () => ({
  loadedPinIcon: (url: string) => icons.loaded.get(url),
  loadPinIcon: (url: string) => new Promise((resolve, reject) => icons.pending.set(url, { resolve, reject })),
}));

/** A 2D context that records every call, with the fill colour each `fill` used. */
function recordingCanvas() {
  const calls: string[] = [];
  let fillStyle = '';
  const canvas = {
    save: () => calls.push('save'),
    restore: () => calls.push('restore'),
    scale: (x: number, y: number) => calls.push(`scale(${x},${y})`),
    beginPath: () => calls.push('beginPath'),
    closePath: () => calls.push('closePath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo(${x},${y})`),
    bezierCurveTo: (...args: number[]) => calls.push(`bezierCurveTo(${args.join(',')})`),
    arc: (x: number, y: number, r: number) => calls.push(`arc(${x},${y},${r})`),
    fill: () => calls.push(`fill ${fillStyle}`),
    stroke: () => calls.push('stroke'),
    drawImage: (_image: unknown, ...args: number[]) => calls.push(`drawImage(${args.join(',')})`),
    getImageData: (_x: number, _y: number, width: number, height: number) =>
      ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as ImageData,
    get fillStyle() {
      return fillStyle;
    },
    // A canvas ignores a colour it cannot read.
    set fillStyle(value: string) {
      if (/^#[\da-f]{3,8}$/i.test(value)) fillStyle = value;
    },
    strokeStyle: '',
    lineWidth: 1,
  };
  return { canvas: canvas as unknown as PinCanvas, calls };
}

describe('pin raster', () => {
  it('is 36 CSS px at any pixel ratio, in whole device pixels', () => {
    expect(pinRaster(1)).toEqual({ size: 36, pixelRatio: 1 });
    expect(pinRaster(2)).toEqual({ size: 72, pixelRatio: 2 });
    const odd = pinRaster(1.33);
    expect(odd.size).toBe(48);
    expect(odd.size / odd.pixelRatio).toBe(36);
    expect(pinRaster(0)).toEqual({ size: 36, pixelRatio: 1 });
    expect(pinRaster(Number.NaN)).toEqual({ size: 36, pixelRatio: 1 });
  });

  it('fits an icon whole, centred across, standing on the bottom (the account’s place)', () => {
    expect(iconRect(36, 36, 72)).toEqual({ x: 0, y: 0, width: 72, height: 72 });
    // Tall: narrower, centred.
    expect(iconRect(24, 36, 36)).toEqual({ x: 6, y: 0, width: 24, height: 36 });
    // Wide: lower, on the bottom.
    expect(iconRect(72, 36, 36)).toEqual({ x: 0, y: 18, width: 36, height: 18 });
    // An SVG without a size fills the square.
    expect(iconRect(0, 0, 36)).toEqual({ x: 0, y: 0, width: 36, height: 36 });
  });
});

describe('drawPin', () => {
  it('draws the marker shape in the status colour, scaled to the raster, with its outline and dot', () => {
    const { canvas, calls } = recordingCanvas();
    drawPin(canvas, 72, '#b7eb8f');
    expect(calls).toEqual([
      'save',
      'scale(2,2)',
      'beginPath',
      'moveTo(18,2)',
      'bezierCurveTo(11,2,6,7.4,6,14)',
      'bezierCurveTo(6,23,18,34,18,34)',
      'bezierCurveTo(18,34,30,23,30,14)',
      'bezierCurveTo(30,7.4,25,2,18,2)',
      'closePath',
      'fill #b7eb8f',
      'stroke',
      'beginPath',
      'arc(18,14,4.5)',
      'fill #FFFFFF',
      'restore',
    ]);
  });

  it('falls back to the chart fallback colour for a colour the canvas cannot read', () => {
    const { canvas, calls } = recordingCanvas();
    drawPin(canvas, 36, 'not a colour');
    expect(calls).toContain(`fill ${FALLBACK_CHART_COLOR}`);
  });
});

describe('addPinImages', () => {
  const created: ReturnType<typeof recordingCanvas>[] = [];
  let getContext: { mockRestore: () => void };
  beforeEach(() => {
    created.length = 0;
    icons.loaded.clear();
    icons.pending.clear();
    getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      const made = recordingCanvas();
      created.push(made);
      return made.canvas as never;
    });
  });
  afterEach(() => getContext.mockRestore());

  function fakeMap(pixelRatio = 1) {
    const images = new Map<string, { width: number; pixelRatio: number; updates: number }>();
    let repaints = 0;
    const map = {
      hasImage: (id: string) => images.has(id),
      addImage: (id: string, data: ImageData, options: { pixelRatio: number }) =>
        void images.set(id, { width: data.width, pixelRatio: options.pixelRatio, updates: 0 }),
      updateImage: (id: string) => {
        const image = images.get(id);
        if (image) image.updates++;
      },
      triggerRepaint: () => void repaints++,
      getPixelRatio: () => pixelRatio,
    };
    return { map: map as unknown as PinImageMap, images, repaints: () => repaints };
  }

  it('adds each image once, an icon loaded already drawn at once, the others as drawn pins', () => {
    icons.loaded.set('/ready.svg', { naturalWidth: 36, naturalHeight: 36 });
    const fake = fakeMap(2);
    const ready = { id: pinImageId('#111111', '/ready.svg'), color: '#111111', image: '/ready.svg' };
    const plain = { id: pinImageId('#222222', null), color: '#222222', image: null };
    expect(addPinImages(fake.map, [ready, plain, plain])).toBe(false);
    expect(fake.images.get(ready.id)).toEqual({ width: 72, pixelRatio: 2, updates: 0 });
    expect(fake.images.get(plain.id)).toEqual({ width: 72, pixelRatio: 2, updates: 0 });
    expect(created.flatMap((c) => c.calls)).toContain('drawImage(0,0,72,72)');
    expect(created.flatMap((c) => c.calls)).toContain('fill #222222');
    expect(Object.fromEntries(pinImageStates(fake.map))).toEqual({
      [ready.id]: 'icon',
      [plain.id]: 'fallback',
    });
    // Asked again (a new pin set, a kept map): nothing new.
    addPinImages(fake.map, [ready, plain]);
    expect(created).toHaveLength(2);
  });

  it('draws a pin of the status colour until the icon loads, then puts the icon in its place', async () => {
    const fake = fakeMap();
    const pin = { id: pinImageId('#333333', '/slow.svg'), color: '#333333', image: '/slow.svg' };
    expect(addPinImages(fake.map, [pin])).toBe(true);
    expect(pinIconsLoading(fake.map)).toBe(1);
    expect(created[0]?.calls).toContain('fill #333333');
    expect(pinImageStates(fake.map).get(pin.id)).toBe('loading');
    icons.pending.get('/slow.svg')?.resolve({ naturalWidth: 36, naturalHeight: 36 });
    await vi.waitFor(() => expect(pinIconsLoading(fake.map)).toBe(0));
    expect(fake.images.get(pin.id)?.updates).toBe(1);
    expect(pinImageStates(fake.map).get(pin.id)).toBe('icon');
    expect(fake.repaints()).toBe(1);
  });

  it('keeps the drawn pin for an icon that fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeMap();
    const pin = { id: pinImageId('#444444', '/missing.svg'), color: '#444444', image: '/missing.svg' };
    addPinImages(fake.map, [pin]);
    icons.pending.get('/missing.svg')?.reject(new Error('404'));
    await vi.waitFor(() => expect(pinIconsLoading(fake.map)).toBe(0));
    expect(fake.images.get(pin.id)?.updates).toBe(0);
    expect(pinImageStates(fake.map).get(pin.id)).toBe('fallback');
    // The map still repaints, so its idle tells the page the icons are settled.
    expect(fake.repaints()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
