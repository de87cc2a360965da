import { encodePng } from './png';
import { photoRaster } from './db/photos';

/**
 * The demo API's slide decks, written by PptxGenJS (a maintained .pptx writer that runs in
 * Node and in a Web Worker): a title slide, then one photo per slide with its caption. It
 * is imported when the first deck is made, so the engine worker starts without it.
 */
export interface DeckPhoto {
  url: string;
  /** Store, date, rep and type. */
  caption: string;
}

export interface PhotoDeck {
  title: string;
  /** Under the title: what the photos were chosen by (the filter or the album). */
  lines: readonly string[];
  photos: readonly DeckPhoto[];
}

/** 16:9 in inches. */
const SLIDE = { width: 10, height: 5.625 };
const INK = '1E2B38';
const DIM = '5C6B7A';

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** The demo photo as PNG data for a slide (PowerPoint shows PNG everywhere, SVG not). */
const pngData = (url: string): string | null => {
  const raster = photoRaster(url, 0.75);
  return raster ? `image/png;base64,${toBase64(encodePng(raster.width, raster.height, raster.rgb))}` : null;
};

export async function writePhotoDeck(deck: PhotoDeck): Promise<Uint8Array> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = deck.title;
  pptx.company = 'Field Sales Dashboard (demo API)';

  const title = pptx.addSlide();
  title.addText(deck.title, {
    x: 0.5,
    y: 0.5,
    w: SLIDE.width - 1,
    h: 0.9,
    fontSize: 30,
    bold: true,
    color: INK,
  });
  title.addText(
    [...deck.lines, `${deck.photos.length} ${deck.photos.length === 1 ? 'photo' : 'photos'}`].map((line) => ({
      text: line,
      options: { breakLine: true },
    })),
    { x: 0.5, y: 1.5, w: SLIDE.width - 1, h: SLIDE.height - 2, fontSize: 14, color: DIM, valign: 'top' },
  );

  // 3:2 pictures, as tall as the slide allows above a one-line caption.
  const pictureHeight = 4.3;
  const pictureWidth = pictureHeight * 1.5;
  for (const photo of deck.photos) {
    const slide = pptx.addSlide();
    const data = pngData(photo.url);
    const x = (SLIDE.width - pictureWidth) / 2;
    if (data) slide.addImage({ data, x, y: 0.3, w: pictureWidth, h: pictureHeight, altText: photo.caption });
    slide.addText(photo.caption, {
      x: 0.4,
      y: 0.3 + pictureHeight + 0.15,
      w: SLIDE.width - 0.8,
      h: 0.6,
      fontSize: 14,
      color: INK,
      align: 'center',
    });
  }
  return (await pptx.write({ outputType: 'uint8array' })) as Uint8Array;
}
