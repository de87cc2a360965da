import type { DayNumber } from '../dates';
import type { ScheduleStatus } from '../entities';
import type { Db } from '../generate';

export interface ScheduleItem {
  accountIdx: number;
  repIdx: number;
  day: DayNumber;
  date: string;
  status: ScheduleStatus;
  /** The visit behind Visited and Unplanned items. */
  visitIdx: number | null;
}

const firstAtOrAfter = (sorted: Int32Array, dayOf: (i: number) => number, day: DayNumber): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dayOf(sorted[mid] as number) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Every schedule item in [startDay, endDay], by day: visits (Visited when planned,
 * Unplanned otherwise) plus the stored Missed and Upcoming entries.
 */
export const scheduleEntriesBetween = (db: Db, startDay: DayNumber, endDay: DayNumber): ScheduleItem[] => {
  const out: ScheduleItem[] = [];
  const { visitsByDay, schedulesByDay } = db.indexes;
  for (
    let k = firstAtOrAfter(visitsByDay, (i) => db.visits[i]?.day ?? 0, startDay);
    k < visitsByDay.length;
    k++
  ) {
    const v = db.visits[visitsByDay[k] as number];
    if (!v || v.day > endDay) break;
    out.push({
      accountIdx: v.accountIdx,
      repIdx: v.repIdx,
      day: v.day,
      date: v.date,
      status: v.planned ? 'Visited' : 'Unplanned',
      visitIdx: v.idx,
    });
  }
  for (
    let k = firstAtOrAfter(schedulesByDay, (i) => db.schedules[i]?.day ?? 0, startDay);
    k < schedulesByDay.length;
    k++
  ) {
    const s = db.schedules[schedulesByDay[k] as number];
    if (!s || s.day > endDay) break;
    out.push({
      accountIdx: s.accountIdx,
      repIdx: s.repIdx,
      day: s.day,
      date: s.date,
      status: s.status,
      visitIdx: null,
    });
  }
  return out.sort((a, b) => a.day - b.day || a.accountIdx - b.accountIdx);
};
