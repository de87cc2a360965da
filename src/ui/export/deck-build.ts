import PptxGenJS from 'pptxgenjs';
import { fitImage, SLIDE, SLIDE_IMAGE_BOX } from './export-layout';

/** What a deck is made of: the page's name, its filter in words, and one image per panel. */
export interface DeckRequest {
  title: string;
  caption: string;
  /** 'Nov 27, 2026'. */
  date: string;
  slides: readonly DeckSlide[];
}

export interface DeckSlide {
  title: string;
  png: ArrayBuffer;
  /** The panel's size as drawn, in CSS pixels: the image keeps this shape on the slide. */
  width: number;
  height: number;
}

export type DeckReply = { ok: true; deck: Blob } | { ok: false; message: string };

function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let text = '';
  // In chunks: spreading a megabyte into one call overflows the argument stack.
  for (let i = 0; i < view.length; i += 0x8000) {
    text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

const FONT = 'Arial';

/**
 * The .pptx: a title slide (the page's name, the filter, the date), then a slide per
 * panel, its title at the top and its image fitted under it (`fitImage`).
 */
export async function buildDeck(request: DeckRequest): Promise<Blob> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = request.title;

  const cover = pptx.addSlide();
  cover.addText(request.title, {
    x: SLIDE.margin,
    y: 2.3,
    w: SLIDE.w - 2 * SLIDE.margin,
    h: 1,
    fontFace: FONT,
    fontSize: 40,
    bold: true,
  });
  cover.addText(request.caption, {
    x: SLIDE.margin,
    y: 3.4,
    w: SLIDE.w - 2 * SLIDE.margin,
    h: 1.2,
    fontFace: FONT,
    fontSize: 18,
    color: '444444',
    valign: 'top',
  });
  cover.addText(`Exported ${request.date}`, {
    x: SLIDE.margin,
    y: 4.7,
    w: SLIDE.w - 2 * SLIDE.margin,
    h: 0.5,
    fontFace: FONT,
    fontSize: 14,
    color: '666666',
  });

  for (const panel of request.slides) {
    const slide = pptx.addSlide();
    slide.addText(panel.title, {
      x: SLIDE.margin,
      y: SLIDE.margin,
      w: SLIDE.w - 2 * SLIDE.margin,
      h: SLIDE.titleH - 0.1,
      fontFace: FONT,
      fontSize: 24,
      bold: true,
    });
    const fit = fitImage(SLIDE_IMAGE_BOX, panel.width, panel.height);
    slide.addImage({
      data: `image/png;base64,${base64(panel.png)}`,
      x: fit.x,
      y: fit.y,
      w: fit.w,
      h: fit.h,
      altText: panel.title,
    });
  }
  // PNGs are compressed already: deflating them again costs time for a few bytes.
  return (await pptx.write({ outputType: 'blob', compression: false })) as Blob;
}
