import type { AlertFrequency } from '@/api/contract/alerts';
import { dayFromLocalDate, isoFromDay, parseIsoDay, startOfIsoWeek, type DayNumber } from '../db/dates';
import { sendTime } from '../mail/schedule-runs';

/**
 * When a rule's scheduled check falls due. A daily rule is checked once a day, a weekly
 * one once an ISO week on its Monday, each at the report mail's send hour (the day before
 * is complete by then). A check missed while nothing ran (the server was down, no one
 * opened the browser demo) is made once when it next runs, never once per missed day.
 */

const slotDay = (frequency: AlertFrequency, now: number): DayNumber => {
  let day = dayFromLocalDate(new Date(now));
  if (sendTime(day) > now) day -= 1;
  return frequency === 'weekly' ? startOfIsoWeek(day) : day;
};

/** The latest day a check of `frequency` was due on by `now` (ms since the epoch, local time). */
export const latestSlot = (frequency: AlertFrequency, now: number): string =>
  isoFromDay(slotDay(frequency, now));

/** When the check after `now`'s slot falls due (ms since the epoch). */
export const nextSlotTime = (frequency: AlertFrequency, now: number): number =>
  sendTime(slotDay(frequency, now) + (frequency === 'weekly' ? 7 : 1));

/** Whether a rule whose last scheduled check was for `lastSlot` is due at `now`. */
export const isDue = (frequency: AlertFrequency, lastSlot: string | null, now: number): boolean =>
  lastSlot === null || (parseIsoDay(lastSlot) ?? -Infinity) < slotDay(frequency, now);
