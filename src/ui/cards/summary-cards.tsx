import { Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  formatInteger,
  formatMinutes,
  formatMoney,
  formatNumber,
  formatPercentInBrackets,
  NO_VALUE,
} from '@/lib/format';
import { PacingLine } from '@/ui/targets/pacing-line';
import type { PaceReading } from '@/ui/targets/pace-reading';
import classes from './summary-cards.module.css';
import { summaryDelta, type DeltaTone, type SummaryDelta } from './summary-delta';

/** How a card's value is written: a preset or a function. */
export type SummaryValueFormat = 'number' | 'integer' | 'money' | 'minutes' | ((value: number) => string);

export interface SummaryItem {
  /** Stable key (defaults to the label). */
  key?: string;
  label: string;
  value: number | null | undefined;
  /** Default 'number': thousands grouped, up to 2 decimals. 'money': '$1,235'. 'minutes': 'HH:MM'. */
  format?: SummaryValueFormat;
  /** Shown after the value as '(12.5%)' when present. */
  percentage?: number | null;
  /** Optional line under the value. */
  hint?: ReactNode;
  /** A fall is good news (the schedule's missed visits): the delta's colour follows. */
  lowerIsBetter?: boolean;
  /** The change against the comparison baseline (`compareItems`). */
  delta?: SummaryDelta | null;
  /** The pace against the month's target, or 'No target' (`paceItems`); absent: no target metric. */
  pacing?: PaceReading | null;
}

/** Where the comparison stands: the bench and e2e wait for 'ready' (data-compare). */
export type CompareState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'unavailable'; label: string }
  | { status: 'failed'; label: string };

export interface SummaryCardsProps {
  items: readonly SummaryItem[];
  /** Accessible name of the group, e.g. 'Summary'. */
  label?: string;
  /** Set while a comparison is on (absent: off). */
  compare?: CompareState;
  /** An action under each card's value (the sections' "Alert me"); absent: none. */
  cardAction?: (item: SummaryItem) => ReactNode;
}

/**
 * Each item with its change against the baseline item of the same key. While the baseline
 * loads (or without one) the items come back unchanged: a delta is never computed from a
 * baseline of another period.
 */
export function compareItems(
  items: readonly SummaryItem[],
  baseline: readonly SummaryItem[] | null | undefined,
  baselineLabel: string,
): SummaryItem[] {
  if (!baseline) return [...items];
  const byKey = new Map(baseline.map((item) => [item.key ?? item.label, item.value]));
  return items.map((item) => ({
    ...item,
    delta: summaryDelta(item.value, byKey.get(item.key ?? item.label), baselineLabel, item.lowerIsBetter),
  }));
}

/** Small text on white needs 4.5:1: teal.8 is 3.9:1, teal.9 5.0:1, red.8 4.5:1. */
const TONE_COLOR: Record<DeltaTone, string> = { good: 'teal.9', bad: 'red.8', neutral: 'dimmed' };
const ARROW: Record<SummaryDelta['direction'], string> = { up: '▲', down: '▼', flat: '', new: '' };

const PRESETS: Record<Exclude<SummaryValueFormat, (value: number) => string>, (value: number) => string> = {
  number: (value) => formatNumber(value),
  integer: formatInteger,
  money: (value) => formatMoney(value),
  minutes: formatMinutes,
};

export function formatSummaryValue(
  value: number | null | undefined,
  format: SummaryValueFormat = 'number',
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NO_VALUE;
  return typeof format === 'function' ? format(value) : PRESETS[format](value);
}

/** Columns per breakpoint: 1 on phones, 2 on small tablets, then as many as fit in one or two rows. */
export function summaryColumns(count: number) {
  const n = Math.max(count, 1);
  return {
    base: 1,
    xs: Math.min(n, 2),
    sm: Math.min(n, 3),
    md: n <= 4 ? n : Math.ceil(n / 2),
    lg: n <= 6 ? n : Math.ceil(n / 2),
  };
}

/**
 * A row of summary cards (label, value, optional percentage in brackets) as a description
 * list, so each value is read with its label.
 */
export function SummaryCards({ items, label = 'Summary', compare, cardAction }: SummaryCardsProps) {
  const grid = (
    <SimpleGrid
      component="dl"
      cols={summaryColumns(items.length)}
      spacing="sm"
      aria-label={label}
      className={classes.grid}
      data-compare={compare?.status}
    >
      {items.map((item) => (
        <Paper
          key={item.key ?? item.label}
          withBorder
          p="md"
          className={classes.card}
          data-summary-card={item.key ?? item.label}
        >
          <Text component="dt" size="sm" c="dimmed" fw={500} className={classes.label}>
            {item.label}
          </Text>
          <Text component="dd" className={classes.value}>
            <span className={classes.number}>{formatSummaryValue(item.value, item.format)}</span>
            {typeof item.percentage === 'number' && Number.isFinite(item.percentage) ? (
              <Text component="span" size="sm" c="dimmed" fw={500} className={classes.percentage}>
                {formatPercentInBrackets(item.percentage)}
              </Text>
            ) : null}
          </Text>
          {item.hint ? (
            <Text component="dd" size="xs" c="dimmed" className={classes.hint}>
              {item.hint}
            </Text>
          ) : null}
          {item.delta ? (
            <Text
              component="dd"
              size="xs"
              fw={500}
              c={TONE_COLOR[item.delta.tone]}
              className={classes.hint}
              data-delta={item.delta.direction}
              data-tone={item.delta.tone}
            >
              <span aria-hidden>
                {ARROW[item.delta.direction] ? `${ARROW[item.delta.direction]} ` : ''}
                {item.delta.text}
              </span>
              <VisuallyHidden>{item.delta.label}</VisuallyHidden>
            </Text>
          ) : null}
          {item.pacing ? <PacingLine reading={item.pacing} /> : null}
          {cardAction ? (
            // A dd, as a dl allows nothing else beside its terms.
            <dd className={classes.action}>{cardAction(item)}</dd>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
  if (compare?.status !== 'unavailable' && compare?.status !== 'failed') return grid;
  return (
    <Stack gap="xs">
      {grid}
      <Text size="xs" c="dimmed" data-compare-note>
        {compare.status === 'failed'
          ? `The comparison with the ${compare.label} could not be loaded.`
          : `No comparison with the ${compare.label}: they lie before the first day with data.`}
      </Text>
    </Stack>
  );
}
