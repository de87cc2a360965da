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

/**
 * A storefront (or shelf, cooler ...) picture: colour from the id, the caption as text.
 * `caption` is the store name when known.
 */
export const photoSvg = (kind: string, id: string, caption: string): string => {
  if (kind === 'marker')
    return markerSvg(/^#?[0-9a-fA-F]{3,8}$/.test(id) ? `#${id.replace('#', '')}` : '#1E2B38');
  const h = hue(`${kind}:${id}`);
  const wall = `hsl(${h} 45% 62%)`;
  const trim = `hsl(${(h + 180) % 360} 40% 35%)`;
  const glass = `hsl(${(h + 200) % 360} 50% 85%)`;
  const label = escapeXml(caption.length > 34 ? `${caption.slice(0, 33)}…` : caption);
  const kindLabel = escapeXml(kind.replace('-', ' ').toUpperCase());
  const body =
    kind === 'store'
      ? `<rect x="40" y="90" width="520" height="250" fill="${wall}"/>` +
        `<rect x="30" y="60" width="540" height="50" fill="${trim}"/>` +
        `<text x="300" y="94" font-size="26" font-family="sans-serif" fill="#fff" text-anchor="middle">${label}</text>` +
        `<rect x="80" y="150" width="150" height="120" fill="${glass}" stroke="${trim}" stroke-width="6"/>` +
        `<rect x="370" y="150" width="150" height="120" fill="${glass}" stroke="${trim}" stroke-width="6"/>` +
        `<rect x="255" y="170" width="90" height="170" fill="${trim}"/>` +
        `<path d="M60 120 h480 l-20 24 h-440z" fill="hsl(${h} 70% 45%)" opacity="0.85"/>`
      : `<rect x="60" y="40" width="480" height="300" rx="10" fill="${wall}" stroke="${trim}" stroke-width="8"/>` +
        [0, 1, 2, 3]
          .map(
            (row) =>
              `<rect x="80" y="${70 + row * 66}" width="440" height="6" fill="${trim}"/>` +
              [0, 1, 2, 3, 4, 5, 6, 7]
                .map(
                  (col) =>
                    `<rect x="${92 + col * 53}" y="${30 + 70 - 40 + row * 66 + 10}" width="36" height="44" rx="4" fill="hsl(${(h + col * 23 + row * 47) % 360} 65% 55%)"/>`,
                )
                .join(''),
          )
          .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">` +
    `<rect width="600" height="400" fill="hsl(${(h + 30) % 360} 30% 92%)"/>` +
    body +
    `<rect x="0" y="356" width="600" height="44" fill="rgba(30,43,56,0.75)"/>` +
    `<text x="16" y="385" font-size="18" font-family="sans-serif" fill="#fff">${kindLabel} · ${label}</text>` +
    `</svg>`
  );
};
