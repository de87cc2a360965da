import { CAPTION_STRIP, captionStripHeight, EXPORT_SCALE, wrapText } from './export-layout';

/**
 * Drawing page elements as images. The DOM-to-image library (modern-screenshot) is loaded
 * on first use, so no page's first load carries it.
 */
const loadScreenshot = () => import('modern-screenshot');

/** Never drawn: screen-reader tables, older kept drawings, a panel's own controls. */
const SKIPPED = '[data-export-skip], [data-kept]';
const drawn = (node: Node): boolean => !(node instanceof Element) || !node.matches(SKIPPED);

/** The panel an element sits in, whose colours the export takes (light or dark, as shown). */
const panelOf = (element: HTMLElement): HTMLElement =>
  element.closest<HTMLElement>('[data-export-panel]') ?? document.body;

const isTransparent = (color: string): boolean =>
  color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color.replace(/\s+/g, ' '));

/** The colour behind the element: the first opaque background up from it. */
function backgroundOf(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (!isTransparent(color)) return color;
  }
  return '#ffffff';
}

export interface DrawnElement {
  canvas: HTMLCanvasElement;
  /** The element's size in CSS pixels, as laid out. */
  width: number;
  height: number;
}

/** The element as drawn now, at EXPORT_SCALE, on its panel's background. */
export async function drawElement(element: HTMLElement): Promise<DrawnElement> {
  const { domToCanvas } = await loadScreenshot();
  const rect = element.getBoundingClientRect();
  const width = Math.round(rect.width);
  const height = Math.round(rect.height);
  const canvas = await domToCanvas(element, {
    width,
    height,
    scale: EXPORT_SCALE,
    backgroundColor: backgroundOf(panelOf(element)),
    // The copy is drawn outside the page's CSS: a <figure> would take the browser's default
    // margins (1em 40px) and shift the chart out of its own box.
    style: { margin: '0' },
    filter: drawn,
    // The app uses the system's fonts: nothing to fetch and embed.
    font: false,
  });
  return { canvas, width, height };
}

const toPng = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/png',
    );
  });

/**
 * A chart's PNG: the element as drawn, then a strip under it holding the title and the
 * filter in words, wrapped to the chart's width. Width: the chart's; height: the chart's
 * plus the strip's (`captionStripHeight`); both times EXPORT_SCALE.
 */
export async function chartPng(element: HTMLElement, title: string, caption: string): Promise<Blob> {
  const { canvas: chart, width } = await drawElement(element);
  const panel = panelOf(element);
  const style = getComputedStyle(panel);
  const font = style.fontFamily;
  const out = document.createElement('canvas');
  const context = out.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  const textFont = `${CAPTION_STRIP.textSize}px ${font}`;
  context.font = textFont;
  const inner = width - 2 * CAPTION_STRIP.padding;
  const lines = wrapText(caption, inner, (text) => context.measureText(text).width);
  const strip = captionStripHeight(lines.length);
  out.width = chart.width;
  out.height = chart.height + strip * EXPORT_SCALE;

  context.fillStyle = backgroundOf(panel);
  context.fillRect(0, 0, out.width, out.height);
  context.drawImage(chart, 0, 0);
  context.scale(EXPORT_SCALE, EXPORT_SCALE);
  context.textBaseline = 'middle';
  context.fillStyle = style.color;
  const top = chart.height / EXPORT_SCALE + CAPTION_STRIP.padding;
  context.font = `600 ${CAPTION_STRIP.titleSize}px ${font}`;
  context.fillText(title, CAPTION_STRIP.padding, top + CAPTION_STRIP.titleLineHeight / 2, inner);
  context.font = textFont;
  context.globalAlpha = 0.75;
  lines.forEach((line, i) => {
    const y = top + CAPTION_STRIP.titleLineHeight + (i + 0.5) * CAPTION_STRIP.lineHeight;
    context.fillText(line, CAPTION_STRIP.padding, y);
  });
  return toPng(out);
}

/** An element as a PNG (a panel for a slide), with its size in CSS pixels. */
export async function elementPng(
  element: HTMLElement,
): Promise<{ png: Blob; width: number; height: number }> {
  const { canvas, width, height } = await drawElement(element);
  return { png: await toPng(canvas), width, height };
}
