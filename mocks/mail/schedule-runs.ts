import { AutoReport, type ServerAutoReport } from '@/api/contract/users';
import { dayFromLocalDate, isoFromDay, parseIsoDay, yearMonthOf, type DayNumber } from '../db/dates';
import type { DemoReportRun } from '../demo-state';
import { nextOccurrenceAfter, occurrences, type Occurrence } from './occurrences';

/**
 * A saved schedule's progress: which occurrences are due and which comes next, from its run
 * record (demo-state.ts, DemoReportRun) and the time. The scheduler sends by these rules and
 * the delivery status shows them, so the "next run" shown is the one that is sent.
 */

/**
 * The hour of the day (server time) a day's report goes out: its periods end the day
 * before, so the numbers are complete, and it is in the inbox when the working day starts.
 */
export const SEND_HOUR = 6;

/** When a day's report is due, in ms since the epoch (the server's time zone). */
export function sendTime(day: DayNumber): number {
  const { year, month } = yearMonthOf(day);
  const date = Number(isoFromDay(day).slice(8));
  return new Date(year, month - 1, date, SEND_HOUR).getTime();
}

/**
 * The record for a saved schedule: the given one when it is for this schedule, else a new
 * one from today. A day the old schedule already handled stays handled, so saving an edit
 * does not send that day's report again; the last delivery stays shown until the next.
 */
export function runFor(report: ServerAutoReport, run: DemoReportRun | undefined, now: number): DemoReportRun {
  const schedule = JSON.stringify(report);
  if (run && run.schedule === schedule) return run;
  const today = isoFromDay(dayFromLocalDate(new Date(now)));
  const handled = run?.lastOccurrence ?? null;
  return {
    schedule,
    firstDay: today,
    lastOccurrence: handled !== null && handled >= today ? handled : null,
    lastNumber: 0,
    lastDelivery: run?.lastDelivery ?? null,
  };
}

/** The first day an occurrence may still be sent on: not before the record's first day nor the last one handled. */
const firstOpenDay = (run: DemoReportRun): DayNumber => {
  const first = parseIsoDay(run.firstDay) ?? 0;
  const last = parseIsoDay(run.lastOccurrence);
  return last === null ? first : Math.max(first, last + 1);
};

/** Occurrences due by `now` and not handled yet, oldest first (each missed one is sent once). */
export function dueOccurrences(report: ServerAutoReport, run: DemoReportRun, now: number): Occurrence[] {
  const open = firstOpenDay(run);
  const due: Occurrence[] = [];
  for (const o of occurrences(AutoReport.parse(report))) {
    if (sendTime(o.day) > now) break;
    if (o.day >= open) due.push(o);
  }
  return due;
}

/** The next occurrence not handled yet (due now while it is being sent), or null when the schedule has ended. */
export const nextRun = (report: ServerAutoReport, run: DemoReportRun): Occurrence | null =>
  nextOccurrenceAfter(AutoReport.parse(report), firstOpenDay(run) - 1);
