import {
  SCORECARD_BLOCKS,
  type ScorecardFormat,
  type ScorecardPeriod,
  type ScorecardValueKey,
} from '@/api/contract/reports';
import type { ScorecardFile } from '@/api/contract/common';
import type { TextTable } from '@/lib/csv';
import { addDaysIso, isIsoDate, startOfIsoWeekIso, today, type IsoDate } from '@/lib/dates';
import { formatInteger, formatMoney, formatNumber } from '@/lib/format';

/** SPEC.md section 8: the notice when the Account Images week is not a valid week. */
export const ACCOUNT_IMAGES_WEEK_ERROR = 'Incorrect start date for Account images report!';

export interface WeekOption {
  /** The week's Monday (the request's dateStartReport). */
  value: IsoDate;
  label: string;
}

/**
 * The weeks the Account Images picker offers, newest first: every ISO week from the week of
 * the brand's earliest date to the current one, never a later one (SPEC.md section 5).
 * Without an earliest date (or one after today) only the current week is offered.
 */
export const accountImagesWeeks = (earliest: IsoDate | null, now: IsoDate = today()): WeekOption[] => {
  const current = startOfIsoWeekIso(now);
  const first = earliest && isIsoDate(earliest) ? startOfIsoWeekIso(earliest) : current;
  const weeks: WeekOption[] = [];
  for (let monday = current; monday >= first || monday === current; monday = addDaysIso(monday, -7)) {
    weeks.push({
      value: monday,
      label: `${monday} to ${addDaysIso(monday, 6)}${monday === current ? ' (this week)' : ''}`,
    });
  }
  return weeks;
};

/** A week the report accepts: a Monday, not after the current week. */
export const isValidAccountImagesWeek = (value: string | null | undefined, now: IsoDate = today()): boolean =>
  typeof value === 'string' &&
  isIsoDate(value) &&
  startOfIsoWeekIso(value) === value &&
  value <= startOfIsoWeekIso(now);

/**
 * The scorecard file the Chain Reports use: the one in the URL when it belongs to the
 * brand, else the brand's first file (SPEC.md section 4: defaults to the first and resets
 * on brand change, since another brand's id is not among this brand's files).
 */
export const chosenScorecard = (
  files: readonly ScorecardFile[] | undefined,
  requested: string | undefined,
): ScorecardFile | null => {
  if (!files || files.length === 0) return null;
  return files.find((f) => String(f.id) === requested) ?? files[0] ?? null;
};

const FORMATTERS: Record<ScorecardFormat, (n: number) => string> = {
  integer: formatInteger,
  decimal: (n) => formatNumber(n, 2),
  money: (n) => formatMoney(n),
};

export interface SummaryTable {
  columns: { key: string; label: string; date: string }[];
  blocks: { title: string; rows: { key: ScorecardValueKey; label: string; cells: string[] }[] }[];
}

/**
 * The Weekly or Monthly Summary table (SPEC.md section 2): one column per week (its label
 * plus its start date) or month, rows grouped into the four blocks of SCORECARD_BLOCKS.
 */
export const summaryTable = (periods: readonly ScorecardPeriod[]): SummaryTable => ({
  columns: periods.map((p) => ({
    key: p.start,
    label: p.label === 'Week' ? 'Week' : 'Month',
    date: p.label === 'Week' ? p.start : p.start.slice(0, 7),
  })),
  blocks: SCORECARD_BLOCKS.map((block) => ({
    title: block.title,
    rows: block.rows.map((spec) => ({
      key: spec.key,
      label: spec.label,
      cells: periods.map((p) => FORMATTERS[spec.format](p[spec.key])),
    })),
  })),
});

/** The summary table as CSV text: a Block column, the metric, then one column per period ('Week 2026-11-02'). */
export const summaryTableText = (table: SummaryTable, caption: string): TextTable => ({
  caption,
  headers: ['Block', 'Metric', ...table.columns.map((c) => `${c.label} ${c.date}`)],
  rows: table.blocks.flatMap((block) => block.rows.map((row) => [block.title, row.label, ...row.cells])),
});
