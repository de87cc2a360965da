import { formatPercent } from '@/lib/format';
import { formatMonth, type IsoMonth } from '@/lib/months';
import { PACE_THRESHOLDS, type Pace, type PaceStatus } from '@/lib/pace';

/**
 * How a pace reads, on a card or in a table cell: the visible text, the sentence a screen
 * reader hears instead, and the status its colour shows. The words carry the status too,
 * so colour is never the only signal.
 */
export interface PaceReading {
  status: PaceStatus | 'none';
  text: string;
  label: string;
}

const WORDS: Record<'higher' | 'lower', Record<PaceStatus, string>> = {
  higher: { onPace: 'on pace', behind: 'behind pace', farBehind: 'far behind pace' },
  lower: { onPace: 'within pace', behind: 'over pace', farBehind: 'far over pace' },
};

/** The thresholds as the UI states them. */
export const PACE_RULE_TEXT = `On pace from ${PACE_THRESHOLDS.behind}% of the target spread evenly over the month's days; behind (amber) under ${PACE_THRESHOLDS.behind}%, far behind (red) under ${PACE_THRESHOLDS.farBehind}%.`;

const whole = (percent: number) => formatPercent(Math.round(percent), 0);

export const paceWords = (status: PaceStatus, lowerIsBetter = false): string =>
  WORDS[lowerIsBetter ? 'lower' : 'higher'][status];

/**
 * '68% of 5,000 · on pace 102%', read as a sentence. `whose` names a target narrower than
 * the brand's ('68% of 900 (Jasmine Patel) · ...').
 */
export function paceReading(
  pace: Pace,
  target: number,
  month: IsoMonth,
  format: (value: number) => string,
  lowerIsBetter = false,
  whose: string | null = null,
): PaceReading {
  const words = paceWords(pace.status, lowerIsBetter);
  const of = whose ? `${whose}'s ${formatMonth(month)} target` : `the ${formatMonth(month)} target`;
  return {
    status: pace.status,
    text: `${whole(pace.share)} of ${format(target)}${whose ? ` (${whose})` : ''} · ${words} ${whole(pace.pace)}`,
    label:
      `${whole(pace.share)} of ${of} of ${format(target)}; ` +
      `${words}: ${whole(pace.pace)} of the ${format(pace.expected)} expected after ${pace.elapsedDays} of ${pace.daysInMonth} days.`,
  };
}

/** A card with a target metric but nothing to pace against. */
export function noTargetReading(month: IsoMonth | null, whose: string | null = null): PaceReading {
  return {
    status: 'none',
    text: 'No target',
    label: month
      ? `No target for ${whose ? `${whose} in ` : ''}${formatMonth(month)}.`
      : 'No target: the period does not lie within one month.',
  };
}
