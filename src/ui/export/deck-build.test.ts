import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildDeck } from './deck-build';

/** A 1x1 transparent PNG. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
).buffer;

describe('buildDeck', () => {
  it('writes a title slide and one slide per panel, with its image', async () => {
    const deck = await buildDeck({
      title: 'Merchandising',
      caption: 'Brand: Acme · Jan 1, 2026 – Nov 27, 2026',
      date: 'Nov 27, 2026',
      slides: [
        { title: 'Total Facings', png: PIXEL, width: 1200, height: 640 },
        { title: 'Voids', png: PIXEL, width: 600, height: 400 },
      ],
    });
    const zip = await JSZip.loadAsync(await deck.arrayBuffer());
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(3);
    const cover = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(cover).toContain('Merchandising');
    expect(cover).toContain('Brand: Acme');
    expect(cover).toContain('Exported Nov 27, 2026');
    const second = await zip.file('ppt/slides/slide2.xml')!.async('string');
    expect(second).toContain('Total Facings');
    expect(Object.keys(zip.files).filter((name) => /^ppt\/media\/.+\.png$/.test(name))).toHaveLength(2);
  });
});
