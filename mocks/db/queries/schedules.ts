import type { DayNumber } from '../dates';
import { SCHEDULE_TABLE_STATUSES, type ScheduleStatus } from '../entities';
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

/** First position in `sorted` (row indexes ordered by day) whose row's day is >= `day`. */
const firstAtOrAfter = (sorted: Int32Array, dayOf: Int32Array, day: DayNumber): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dayOf[sorted[mid] as number] as number) < day) lo = mid + 1;
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
  const vt = db.visitTable;
  for (let k = firstAtOrAfter(visitsByDay, vt.day, startDay); k < visitsByDay.length; k++) {
    const i = visitsByDay[k] as number;
    const day = vt.day[i] as number;
    if (day > endDay) break;
    out.push({
      accountIdx: vt.accountIdx[i] as number,
      repIdx: vt.repIdx[i] as number,
      day,
      date: db.iso(day),
      status: vt.planned[i] === 1 ? 'Visited' : 'Unplanned',
      visitIdx: i,
    });
  }
  const st = db.scheduleTable;
  for (let k = firstAtOrAfter(schedulesByDay, st.day, startDay); k < schedulesByDay.length; k++) {
    const i = schedulesByDay[k] as number;
    const day = st.day[i] as number;
    if (day > endDay) break;
    out.push({
      accountIdx: st.accountIdx[i] as number,
      repIdx: st.repIdx[i] as number,
      day,
      date: db.iso(day),
      status: SCHEDULE_TABLE_STATUSES[st.status[i] as number] ?? 'Missed',
      visitIdx: null,
    });
  }
  return out.sort((a, b) => a.day - b.day || a.accountIdx - b.accountIdx);
};
