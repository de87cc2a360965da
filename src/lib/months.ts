import type { IsoDate } from './dates';

/** Calendar months as 'YYYY-MM' text, the key of a monthly target. */
export type IsoMonth = string;

const pad = (n: number): string => String(n).padStart(2, '0');

const parts = (month: IsoMonth): [number, number] => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [y, m];
};

/** The month a 'YYYY-MM-DD' date lies in. */
export const monthOfDate = (date: IsoDate): IsoMonth => date.slice(0, 7);

/** The month `n` months after (or, negative, before) `month`. */
export function addMonthsToMonth(month: IsoMonth, n: number): IsoMonth {
  const [y, m] = parts(month);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** How many days the month has (28 to 31). */
export function daysInMonth(month: IsoMonth): number {
  const [y, m] = parts(month);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Its first and last day. */
export const monthRange = (month: IsoMonth): { startDate: IsoDate; endDate: IsoDate } => ({
  startDate: `${month}-01`,
  endDate: `${month}-${pad(daysInMonth(month))}`,
});

/** The day of the month of a date (1 to 31). */
export const dayOfMonth = (date: IsoDate): number => Number(date.slice(8, 10));

/** 'November 2026'. */
export function formatMonth(month: IsoMonth): string {
  const [y, m] = parts(month);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
