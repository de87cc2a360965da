/**
 * The measures of what an export draws, as pure rules: the caption strip under an exported
 * chart (its title, then the filter in words, wrapped to the chart's width) and where a
 * panel's image sits on a slide.
 */

/** The caption strip, in CSS pixels (the PNG multiplies them by its scale). */
export const CAPTION_STRIP = {
  padding: 12,
  titleLineHeight: 20,
  lineHeight: 16,
  titleSize: 14,
  textSize: 12,
} as const;

/** Images are drawn at twice their CSS size: sharp on high-density screens and on a projector. */
export const EXPORT_SCALE = 2;

/**
 * Words of `text` in lines no wider than `maxWidth` by `measure`; a word wider than the
 * line alone takes a line of its own (the canvas clips it) rather than vanishing.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The strip's height for the title line and `textLines` lines of filter text. */
export const captionStripHeight = (textLines: number): number =>
  CAPTION_STRIP.padding * 2 + CAPTION_STRIP.titleLineHeight + textLines * CAPTION_STRIP.lineHeight;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * An image of `width` x `height` fitted inside `box`: as large as fits without changing its
 * shape, centred across, at the top (a short wide chart under its slide title, not in the
 * middle of the slide).
 */
export function fitImage(box: Box, width: number, height: number): Box {
  if (width <= 0 || height <= 0) return { x: box.x, y: box.y, w: 0, h: 0 };
  const scale = Math.min(box.w / width, box.h / height);
  const w = width * scale;
  const h = height * scale;
  return { x: box.x + (box.w - w) / 2, y: box.y, w, h };
}

/** A wide (16:9) slide, in inches, as PptxGenJS's 'LAYOUT_WIDE' measures it. */
export const SLIDE = { w: 13.333, h: 7.5, margin: 0.5, titleH: 0.8 } as const;

/** Where a panel slide's image may go: under its title, inside the margins. */
export const SLIDE_IMAGE_BOX: Box = {
  x: SLIDE.margin,
  y: SLIDE.margin + SLIDE.titleH,
  w: SLIDE.w - 2 * SLIDE.margin,
  h: SLIDE.h - 2 * SLIDE.margin - SLIDE.titleH,
};

const REFUSED = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);

/** A file name from a title: characters file systems refuse (and control characters) become '-'. */
export const fileNameFor = (title: string, extension: string): string => {
  const safe = [...title].map((c) => (REFUSED.has(c) || c.charCodeAt(0) < 32 ? '-' : c)).join('');
  return `${safe.replace(/-+/g, '-').trim() || 'export'}.${extension}`;
};
