import UPNG from '@pdf-lib/upng';

/**
 * An RGB picture (3 bytes per pixel, rows top to bottom) as PNG bytes, for the demo API's
 * PDFs: pdf-lib embeds PNG and JPEG only. UPNG is the PNG codec pdf-lib itself ships, so the
 * demo adds no codec of its own; it works the same in the browser and in Node. (Its
 * `encodeLL` needs a zip library the package does not bring, so the pixels go through
 * `encode`, lossless with cnum 0, as RGBA.)
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgba[i] = rgb[j] as number;
    rgba[i + 1] = rgb[j + 1] as number;
    rgba[i + 2] = rgb[j + 2] as number;
    rgba[i + 3] = 255;
  }
  return new Uint8Array(UPNG.encode([rgba.buffer], width, height, 0));
}
