import { describe, expect, it } from 'vitest';
import { captionStripHeight, fileNameFor, fitImage, SLIDE_IMAGE_BOX, wrapText } from './export-layout';

/** Every character 1 unit wide. */
const measure = (text: string) => text.length;

describe('export layout', () => {
  it('wraps words to the width', () => {
    expect(wrapText('Brand: Acme · Jan 1, 2026', 12, measure)).toEqual(['Brand: Acme', '· Jan 1,', '2026']);
    expect(wrapText('short', 40, measure)).toEqual(['short']);
    expect(wrapText('', 40, measure)).toEqual([]);
  });

  it('gives a word longer than the line a line of its own', () => {
    expect(wrapText('a verylongword b', 5, measure)).toEqual(['a', 'verylongword', 'b']);
  });

  it('grows the caption strip by a line per wrapped line', () => {
    expect(captionStripHeight(1)).toBe(12 * 2 + 20 + 16);
    expect(captionStripHeight(3) - captionStripHeight(1)).toBe(32);
  });

  it('fits a wide image to the box width, at the top', () => {
    const box = { x: 0.5, y: 1.3, w: 12, h: 5.7 };
    const fit = fitImage(box, 1200, 300);
    expect(fit).toEqual({ x: 0.5, y: 1.3, w: 12, h: 3 });
  });

  it('fits a tall image to the box height, centred across', () => {
    const box = { x: 0, y: 0, w: 10, h: 5 };
    expect(fitImage(box, 100, 100)).toEqual({ x: 2.5, y: 0, w: 5, h: 5 });
  });

  it('keeps the shape and stays inside the slide box', () => {
    for (const [w, h] of [
      [375, 900],
      [1440, 620],
      [1, 1],
      [3000, 10],
    ] as const) {
      const fit = fitImage(SLIDE_IMAGE_BOX, w, h);
      expect(fit.w / fit.h).toBeCloseTo(w / h, 6);
      expect(fit.x).toBeGreaterThanOrEqual(SLIDE_IMAGE_BOX.x - 1e-9);
      expect(fit.x + fit.w).toBeLessThanOrEqual(SLIDE_IMAGE_BOX.x + SLIDE_IMAGE_BOX.w + 1e-9);
      expect(fit.y + fit.h).toBeLessThanOrEqual(SLIDE_IMAGE_BOX.y + SLIDE_IMAGE_BOX.h + 1e-9);
    }
    expect(fitImage(SLIDE_IMAGE_BOX, 0, 10).w).toBe(0);
  });

  it('names files after their title', () => {
    expect(fileNameFor('Average Facings / SKUs per Door', 'png')).toBe('Average Facings - SKUs per Door.png');
    expect(fileNameFor('', 'csv')).toBe('export.csv');
  });
});
