/**
 * The change of a summary value against its baseline, as pure rules: the text
 * a card shows ('+12% vs previous 30 days'), what a screen reader hears, and whether the
 * change is good news. Colour is never the only signal: the text carries the sign and an
 * arrow, and the accessible text says up or down.
 */

export type DeltaTone = 'good' | 'bad' | 'neutral';

export interface SummaryDelta {
  /** Visible text, e.g. '+12% vs previous 30 days'. */
  text: string;
  /** Read instead of the visible text, e.g. 'Up 12% vs previous 30 days'. */
  label: string;
  tone: DeltaTone;
  direction: 'up' | 'down' | 'flat' | 'new';
}

const MINUS = '\u2212';

/** Whole percent, with one decimal under 10% so a small move is not shown as 0%. */
const formatChange = (percent: number): string => {
  const abs = Math.abs(percent);
  const rounded = abs < 10 ? Math.round(abs * 10) / 10 : Math.round(abs);
  return `${rounded.toLocaleString('en-US')}%`;
};

/**
 * `baselineLabel`: 'previous 30 days'. `lowerIsBetter`: a fall is good news (the
 * schedule's missed visits); for every other card a rise is good.
 *
 * A baseline of 0 has no percentage: 'New vs previous 30 days' when the value rose from
 * 0 (neutral: a first sale is not "infinitely better"), 'No change' when both are 0.
 * A missing value on either side gives no delta.
 */
export function summaryDelta(
  current: number | null | undefined,
  baseline: number | null | undefined,
  baselineLabel: string,
  lowerIsBetter = false,
): SummaryDelta | null {
  if (typeof current !== 'number' || !Number.isFinite(current)) return null;
  if (typeof baseline !== 'number' || !Number.isFinite(baseline)) return null;
  const vs = `vs ${baselineLabel}`;
  if (baseline === 0) {
    if (current === 0)
      return { text: `No change ${vs}`, label: `No change ${vs}`, tone: 'neutral', direction: 'flat' };
    return {
      text: `New ${vs}`,
      label: `New: none in the ${baselineLabel}`,
      tone: 'neutral',
      direction: 'new',
    };
  }
  const percent = ((current - baseline) / Math.abs(baseline)) * 100;
  const shown = formatChange(percent);
  if (shown === '0%')
    return { text: `0% ${vs}`, label: `No change ${vs}`, tone: 'neutral', direction: 'flat' };
  const up = percent > 0;
  const good = up !== lowerIsBetter;
  return {
    text: `${up ? '+' : MINUS}${shown} ${vs}`,
    label: `${up ? 'Up' : 'Down'} ${shown} ${vs}`,
    tone: good ? 'good' : 'bad',
    direction: up ? 'up' : 'down',
  };
}
