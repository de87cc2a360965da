/**
 * The legend palette of SPEC.md section 9: 13 colours, cycled by series index, and the
 * fallback colour for anything that has neither its own colour nor an index.
 * Chosen for distinct hues that still read on white and stay apart for common colour
 * vision deficiencies when neighbours are compared.
 */
export const LEGEND_PALETTE = [
  '#4E79A7',
  '#F28E2B',
  '#E15759',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
  '#B07AA1',
  '#FF9DA7',
  '#9C755F',
  '#17BECF',
  '#BCBD22',
  '#6A3D9A',
  '#BAB0AC',
] as const;

export const FALLBACK_CHART_COLOR = '#1E2B38';

/**
 * The colour of a series: its own (for example an account status colour) when set,
 * else the palette colour of its index, cycling after 13, else the fallback.
 */
export function seriesColor(index: number | undefined, own?: string | null): string {
  if (own && own.trim()) return own.trim();
  if (index === undefined || !Number.isInteger(index) || index < 0) return FALLBACK_CHART_COLOR;
  return LEGEND_PALETTE[index % LEGEND_PALETTE.length] ?? FALLBACK_CHART_COLOR;
}

/** Dark or white text, whichever reads better on a '#rgb' / '#rrggbb' fill (WCAG luminance). */
export function readableTextColor(fill: string): string {
  const hex = fill.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[\da-f]{6}$/i.test(full)) return FALLBACK_CHART_COLOR;
  const channel = (offset: number) => {
    const c = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast against white vs against the dark text colour (luminance ~0.024).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.074 ? '#FFFFFF' : FALLBACK_CHART_COLOR;
}
