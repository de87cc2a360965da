/**
 * Demo photos are SVGs drawn by the demo API itself (mocks/handlers/accounts.ts), never
 * fetched from the internet. A URL names the kind and an id; the picture is derived from
 * both, so the same URL always shows the same picture.
 */
export const DEMO_PHOTO_PATH = '/api/demo-photos';

export const PHOTO_KINDS = [
  'store',
  'cooler',
  'second-cooler',
  'snacks',
  'primary',
  'before',
  'secondary',
  'marker',
] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/**
 * Joined rather than concatenated: `+` and template literals make a tree of rope pieces
 * per URL, and the data set keeps tens of thousands of URLs alive (garbage-collector work).
 */
export const photoUrl = (kind: PhotoKind, id: string | number): string =>
  [DEMO_PHOTO_PATH, '/', kind, '/', id, '.svg'].join('');

/**
 * The primary shelf as the rep found it, before the visit's work: the same shelf as the
 * visit's primary photo (same id), with the gaps the rep filled.
 */
export const beforePhotoUrl = (primaryUrl: string): string => primaryUrl.replace('/primary/', '/before/');

const hue = (text: string): number => {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h % 360;
};

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** A status map marker: a 36x36 pin in the status colour. */
const markerSvg = (color: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" viewBox="0 0 36 36">` +
  `<path d="M18 2C11 2 6 7.4 6 14c0 9 12 20 12 20s12-11 12-20C30 7.4 25 2 18 2z" fill="${escapeXml(color)}" stroke="#1E2B38" stroke-width="1.5"/>` +
  `<circle cx="18" cy="14" r="4.5" fill="#fff"/></svg>`;

type Hsl = readonly [h: number, s: number, l: number];
interface PhotoRect {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: Hsl;
  stroke?: { color: Hsl; width: number };
  rx?: number;
}

const css = ([h, s, l]: Hsl): string => `hsl(${h} ${s}% ${l}%)`;

/** The picture's shapes (600x400), drawn as SVG for the app and as pixels for the PDFs. */
function photoShapes(kind: string, id: string): { hue: number; background: Hsl; rects: PhotoRect[] } {
  // A "before" photo is its visit's primary shelf (same colours) with a quarter of the slots empty.
  const before = kind === 'before';
  const h = hue(`${before ? 'primary' : kind}:${id}`);
  const wall: Hsl = [h, 45, 62];
  const trim: Hsl = [(h + 180) % 360, 40, 35];
  const glass: Hsl = [(h + 200) % 360, 50, 85];
  const rects: PhotoRect[] =
    kind === 'store'
      ? [
          { x: 40, y: 90, w: 520, h: 250, fill: wall },
          { x: 30, y: 60, w: 540, h: 50, fill: trim },
          { x: 80, y: 150, w: 150, h: 120, fill: glass, stroke: { color: trim, width: 6 } },
          { x: 370, y: 150, w: 150, h: 120, fill: glass, stroke: { color: trim, width: 6 } },
          { x: 255, y: 170, w: 90, h: 170, fill: trim },
        ]
      : [
          { x: 60, y: 40, w: 480, h: 300, rx: 10, fill: wall, stroke: { color: trim, width: 8 } },
          ...[0, 1, 2, 3].flatMap((row) => [
            { x: 80, y: 70 + row * 66, w: 440, h: 6, fill: trim },
            ...[0, 1, 2, 3, 4, 5, 6, 7]
              .filter((col) => !before || (row * 8 + col + h) % 4 !== 0)
              .map((col): PhotoRect => ({
                x: 92 + col * 53,
                y: 70 + row * 66,
                w: 36,
                h: 44,
                rx: 4,
                fill: [(h + col * 23 + row * 47) % 360, 65, 55],
              })),
          ]),
        ];
  return { hue: h, background: [(h + 30) % 360, 30, 92], rects };
}

const rectSvg = (r: PhotoRect): string =>
  `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}"${r.rx ? ` rx="${r.rx}"` : ''} fill="${css(r.fill)}"` +
  (r.stroke ? ` stroke="${css(r.stroke.color)}" stroke-width="${r.stroke.width}"` : '') +
  '/>';

/**
 * A storefront (or shelf, cooler ...) picture: colour from the id, the caption as text.
 * `caption` is the store name when known.
 */
export const photoSvg = (kind: string, id: string, caption: string): string => {
  if (kind === 'marker')
    return markerSvg(/^#?[0-9a-fA-F]{3,8}$/.test(id) ? `#${id.replace('#', '')}` : '#1E2B38');
  const { hue: h, background, rects } = photoShapes(kind, id);
  const label = escapeXml(caption.length > 34 ? `${caption.slice(0, 33)}…` : caption);
  const kindLabel = escapeXml(kind.replace('-', ' ').toUpperCase());
  const [store, awning] =
    kind === 'store'
      ? [
          `<text x="300" y="94" font-size="26" font-family="sans-serif" fill="#fff" text-anchor="middle">${label}</text>`,
          `<path d="M60 120 h480 l-20 24 h-440z" fill="hsl(${h} 70% 45%)" opacity="0.85"/>`,
        ]
      : ['', ''];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">` +
    `<rect width="600" height="400" fill="${css(background)}"/>` +
    rects.map(rectSvg).join('') +
    store +
    awning +
    `<rect x="0" y="356" width="600" height="44" fill="rgba(30,43,56,0.75)"/>` +
    `<text x="16" y="385" font-size="18" font-family="sans-serif" fill="#fff">${kindLabel} · ${label}</text>` +
    `</svg>`
  );
};

const rgbOf = ([h, s, l]: Hsl): [number, number, number] => {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
};

/**
 * The demo photo behind a demo photo URL as pixels (its shapes without the text), for
 * PDFs: pdf-lib embeds PNG and JPEG, not SVG. Null for a URL that is not a demo photo.
 */
export function photoRaster(
  url: string,
  scale = 0.5,
): { width: number; height: number; rgb: Uint8Array } | null {
  const match = /\/demo-photos\/([a-z-]+)\/([^/.]+)\.svg$/.exec(url);
  if (!match || match[1] === 'marker') return null;
  const { background, rects } = photoShapes(match[1] as string, match[2] as string);
  const width = Math.round(600 * scale);
  const height = Math.round(400 * scale);
  const rgb = new Uint8Array(width * height * 3);
  const fill = (x0: number, y0: number, w: number, h: number, color: Hsl) => {
    const [r, g, b] = rgbOf(color);
    const xs = Math.max(0, Math.round(x0 * scale));
    const xe = Math.min(width, Math.round((x0 + w) * scale));
    for (let y = Math.max(0, Math.round(y0 * scale)); y < Math.min(height, Math.round((y0 + h) * scale)); y++)
      for (let x = xs; x < xe; x++) rgb.set([r, g, b], (y * width + x) * 3);
  };
  fill(0, 0, 600, 400, background);
  for (const r of rects) {
    if (r.stroke) {
      const sw = r.stroke.width / 2;
      fill(r.x - sw, r.y - sw, r.w + 2 * sw, r.h + 2 * sw, r.stroke.color);
      fill(r.x + sw, r.y + sw, r.w - 2 * sw, r.h - 2 * sw, r.fill);
    } else fill(r.x, r.y, r.w, r.h, r.fill);
  }
  // The caption band of the SVG, without its text (the PDF writes the caption below).
  fill(0, 356, 600, 44, [210, 30, 17]);
  return { width, height, rgb };
}
