import type { Map as MaplibreMap } from 'maplibre-gl';
import { FALLBACK_CHART_COLOR } from '@/ui/charts/palette';
import { parsePinImageId, PIN_SIZE, type PinImage } from './map-model';
import { loadedPinIcon, loadPinIcon } from './pin-icons';

/**
 * The pin images of a map: each status's marker icon drawn at PIN_SIZE (36 x 36 CSS px) at
 * the map's pixel ratio, added with map.addImage for the pins' symbol layer. A status
 * without an icon, or whose icon has not loaded (yet, or ever), gets a pin drawn on a
 * canvas in its colour, the demo markers' shape; an icon that loads later replaces it in
 * place (map.updateImage: same size, so no tile is laid out again).
 */

/** The map methods pin images use (a stub stands in for them in unit tests). */
export type PinImageMap = Pick<
  MaplibreMap,
  'hasImage' | 'addImage' | 'updateImage' | 'triggerRepaint' | 'getPixelRatio'
>;

/** The drawing surface the pins are drawn on (a canvas's 2D context). */
export type PinCanvas = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'bezierCurveTo'
  | 'arc'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'scale'
  | 'save'
  | 'restore'
  | 'drawImage'
  | 'getImageData'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
>;

/** A pin image's pixels: PIN_SIZE at `pixelRatio`, a whole number of device pixels a side. */
export interface PinRaster {
  size: number;
  pixelRatio: number;
}

/**
 * The raster of a pin for a map's pixel ratio: whole device pixels, and the ratio they are
 * shown at, so the pin is exactly PIN_SIZE CSS px on screen.
 */
export function pinRaster(pixelRatio: number): PinRaster {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  const size = Math.max(1, Math.round(PIN_SIZE * ratio));
  return { size, pixelRatio: size / PIN_SIZE };
}

/**
 * Where an icon of `width` x `height` is drawn in a pin's square of `size`: scaled to fit
 * whole, centred across, its bottom on the square's bottom (the pins' anchor, the account's
 * place). An icon of unknown size (an SVG without one) fills the square.
 */
export function iconRect(
  width: number,
  height: number,
  size: number,
): { x: number; y: number; width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { x: 0, y: 0, width: size, height: size };
  const scale = Math.min(size / width, size / height);
  const w = width * scale;
  const h = height * scale;
  return { x: (size - w) / 2, y: size - h, width: w, height: h };
}

/** Outline and centre dot of the drawn pin. */
const PIN_OUTLINE = '#1E2B38';
const PIN_DOT = '#FFFFFF';

/**
 * Draws the stand-in pin on `canvas` in a square of `size` px: a round head (24 px wide at
 * PIN_SIZE) over a point at the bottom centre, in `color` (a colour the canvas cannot read
 * leaves the fallback chart colour), outlined, with a white dot. The shape of the demo's
 * marker icons (mocks/db/photos.ts), so an icon replacing it does not jump.
 */
export function drawPin(canvas: PinCanvas, size: number, color: string): void {
  const s = size / PIN_SIZE;
  canvas.save();
  canvas.scale(s, s);
  canvas.beginPath();
  canvas.moveTo(18, 2);
  canvas.bezierCurveTo(11, 2, 6, 7.4, 6, 14);
  canvas.bezierCurveTo(6, 23, 18, 34, 18, 34);
  canvas.bezierCurveTo(18, 34, 30, 23, 30, 14);
  canvas.bezierCurveTo(30, 7.4, 25, 2, 18, 2);
  canvas.closePath();
  canvas.fillStyle = FALLBACK_CHART_COLOR;
  canvas.fillStyle = color;
  canvas.fill();
  canvas.lineWidth = 1.5;
  canvas.strokeStyle = PIN_OUTLINE;
  canvas.stroke();
  canvas.beginPath();
  canvas.arc(18, 14, 4.5, 0, Math.PI * 2);
  canvas.fillStyle = PIN_DOT;
  canvas.fill();
  canvas.restore();
}

/** A fresh canvas context of `size` px, or null where there is none (jsdom). */
function newCanvas(size: number): PinCanvas | null {
  if (typeof document === 'undefined') return null;
  const element = document.createElement('canvas');
  element.width = size;
  element.height = size;
  try {
    return element.getContext('2d', { willReadFrequently: true });
  } catch {
    return null;
  }
}

/** The stand-in pin's pixels, or null without a canvas. */
function fallbackPixels(raster: PinRaster, color: string): ImageData | null {
  const canvas = newCanvas(raster.size);
  if (!canvas) return null;
  drawPin(canvas, raster.size, color);
  return canvas.getImageData(0, 0, raster.size, raster.size);
}

/** An icon's pixels at the pin's size, or null (no canvas, or another origin's icon without CORS). */
function iconPixels(raster: PinRaster, icon: HTMLImageElement): ImageData | null {
  const canvas = newCanvas(raster.size);
  if (!canvas) return null;
  const rect = iconRect(icon.naturalWidth, icon.naturalHeight, raster.size);
  try {
    canvas.drawImage(icon, rect.x, rect.y, rect.width, rect.height);
    return canvas.getImageData(0, 0, raster.size, raster.size);
  } catch {
    return null;
  }
}

/** What each pin image of a map shows: its icon, the drawn pin for now, or for good. */
export type PinImageState = 'icon' | 'loading' | 'fallback';

interface MapImages {
  states: Map<string, PinImageState>;
  /** Icons still loading. */
  loading: number;
}

const maps = new WeakMap<object, MapImages>();

const imagesOf = (map: object): MapImages => {
  let images = maps.get(map);
  if (!images) {
    images = { states: new Map(), loading: 0 };
    maps.set(map, images);
  }
  return images;
};

/** Adds one pin image to the map (if it has none by that id), its icon when loaded. */
function addPinImage(map: PinImageMap, pin: PinImage): void {
  if (map.hasImage(pin.id)) return;
  const images = imagesOf(map);
  const raster = pinRaster(map.getPixelRatio());
  const ready = pin.image === null ? undefined : loadedPinIcon(pin.image);
  const icon = ready && iconPixels(raster, ready);
  const pixels = icon ?? fallbackPixels(raster, pin.color);
  if (!pixels) return;
  map.addImage(pin.id, pixels, { pixelRatio: raster.pixelRatio });
  if (icon) {
    images.states.set(pin.id, 'icon');
    return;
  }
  if (pin.image === null || ready) {
    images.states.set(pin.id, 'fallback');
    return;
  }
  images.states.set(pin.id, 'loading');
  images.loading++;
  loadPinIcon(pin.image)
    .then((loaded) => {
      // A style change may have dropped the image since (it is added again when asked for).
      if (!map.hasImage(pin.id) || images.states.get(pin.id) !== 'loading') return;
      const pixels = iconPixels(raster, loaded);
      if (!pixels) throw new Error(`The marker icon ${pin.image} could not be drawn`);
      map.updateImage(pin.id, pixels);
      images.states.set(pin.id, 'icon');
    })
    .catch((error: unknown) => {
      images.states.set(pin.id, 'fallback');
      console.warn('A map pin is drawn in its status colour instead of its icon', error);
    })
    .finally(() => {
      images.loading--;
      // The updated icon needs a frame, and the map's 'idle' after it tells the page.
      map.triggerRepaint();
    });
}

/**
 * Gives the map every pin image in `pins` it does not have yet: synchronously, so the pins'
 * tiles never wait for an image, each a drawn pin until its icon has loaded (the map
 * repaints then). Returns whether any icon of the map is still loading.
 */
export function addPinImages(map: PinImageMap, pins: readonly PinImage[]): boolean {
  for (const pin of pins) addPinImage(map, pin);
  return pinIconsLoading(map) > 0;
}

/** Icons the map is still loading (the map is idle, `data-idle`, only once none is). */
export const pinIconsLoading = (map: object): number => maps.get(map)?.loading ?? 0;

/** What each pin image of the map shows, by image id (the e2e stories read it). */
export const pinImageStates = (map: object): ReadonlyMap<string, PinImageState> =>
  maps.get(map)?.states ?? new Map();

/**
 * Answers the map's requests for pin images it lacks (a style that dropped them, a pin set
 * laid out before they were added): drawn from the colour and icon their id names.
 */
export function resolveMissingPinImages(
  map: PinImageMap & Pick<MaplibreMap, 'setMissingStyleImageResolver'>,
): void {
  map.setMissingStyleImageResolver((id) => {
    const pin = parsePinImageId(id);
    if (pin) addPinImage(map, { id, ...pin });
  });
}
