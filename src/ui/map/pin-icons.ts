import { pinIconUrl, type MapStatus } from './map-model';

/**
 * The statuses' marker icons (their `image` URLs), loaded once per page session as decoded
 * pictures. Kept apart from the map chunk so a map panel starts them with its legend, before
 * maplibre has loaded: the map then draws the icons in its first frame instead of a
 * stand-in pin replaced one frame later.
 */
const loads = new Map<string, Promise<HTMLImageElement>>();
const loaded = new Map<string, HTMLImageElement>();

/**
 * The icon at `url`, decoded. A failed icon stays failed for the session (the map draws a
 * pin of the status colour instead), so a missing file is asked for once, not per map.
 */
export function loadPinIcon(url: string): Promise<HTMLImageElement> {
  let load = loads.get(url);
  if (!load) {
    load = new Promise<HTMLImageElement>((resolve, reject) => {
      const image = new Image();
      // Another origin's icon must allow CORS, else it would taint the canvas it is drawn on.
      image.crossOrigin = 'anonymous';
      image.decoding = 'async';
      image.onload = () => {
        loaded.set(url, image);
        resolve(image);
      };
      image.onerror = () => reject(new Error(`The marker icon ${url} could not be loaded`));
      image.src = url;
    });
    // Callers handle the failure; an unobserved one must not reach the console.
    load.catch(() => undefined);
    loads.set(url, load);
  }
  return load;
}

/** The icon at `url` if it has loaded already (the map draws it at once), else undefined. */
export const loadedPinIcon = (url: string): HTMLImageElement | undefined => loaded.get(url);

/** Starts loading the statuses' icons (a map panel, once its legend is known). */
export function preloadPinIcons(statuses: readonly MapStatus[]): void {
  for (const status of statuses) {
    const url = pinIconUrl(status.image);
    if (url !== null) void loadPinIcon(url).catch(() => undefined);
  }
}
