import type { DayNumber } from './dates';
import {
  SCHEDULE_TABLE_STATUSES,
  type Order,
  type OrderLine,
  type OrderTable,
  type ScheduleEntry,
  type ScheduleTable,
  type Visit,
  type VisitTable,
  type WorkingDay,
  type WorkingDayTable,
} from './entities';
import { NO_IMAGE_REASONS } from './reference-data';

/**
 * Column builders for the generator and the object views of the finished tables.
 * Typed-array columns keep the data set out of the garbage collector's way: generating
 * ~350k small objects cost more in collection than in computing them (see README.md,
 * "Speed").
 */

type Column = Int32Array | Uint8Array | Int8Array | Float64Array;

/** A copy of `column` with room for `capacity` rows. */
const grown = <T extends Column>(column: T, capacity: number): T => {
  const next = new (column.constructor as new (length: number) => T)(capacity);
  next.set(column as never);
  return next;
};

/** The first `length` rows (an exact-size copy, so `column.length` is the row count). */
const trimmed = <T extends Column>(column: T, length: number): T => column.slice(0, length) as T;

const nextCapacity = (capacity: number) => Math.ceil(capacity * 1.5) + 64;

export class VisitColumns {
  length = 0;
  accountIdx: Int32Array;
  repIdx: Int32Array;
  day: Int32Array;
  brandMask: Uint8Array;
  noImageReason: Int8Array;
  minutes: Uint8Array;
  planned: Uint8Array;

  constructor(capacity: number) {
    this.accountIdx = new Int32Array(capacity);
    this.repIdx = new Int32Array(capacity);
    this.day = new Int32Array(capacity);
    this.brandMask = new Uint8Array(capacity);
    this.noImageReason = new Int8Array(capacity);
    this.minutes = new Uint8Array(capacity);
    this.planned = new Uint8Array(capacity);
  }

  add(
    accountIdx: number,
    repIdx: number,
    day: number,
    brandMask: number,
    noImageReason: number,
    minutes: number,
    planned: number,
  ): number {
    if (this.length === this.day.length) this.grow();
    const i = this.length++;
    this.accountIdx[i] = accountIdx;
    this.repIdx[i] = repIdx;
    this.day[i] = day;
    this.brandMask[i] = brandMask;
    this.noImageReason[i] = noImageReason;
    this.minutes[i] = minutes;
    this.planned[i] = planned;
    return i;
  }

  private grow(): void {
    const capacity = nextCapacity(this.day.length);
    this.accountIdx = grown(this.accountIdx, capacity);
    this.repIdx = grown(this.repIdx, capacity);
    this.day = grown(this.day, capacity);
    this.brandMask = grown(this.brandMask, capacity);
    this.noImageReason = grown(this.noImageReason, capacity);
    this.minutes = grown(this.minutes, capacity);
    this.planned = grown(this.planned, capacity);
  }

  finish(): VisitTable {
    const n = this.length;
    return {
      length: n,
      accountIdx: trimmed(this.accountIdx, n),
      repIdx: trimmed(this.repIdx, n),
      day: trimmed(this.day, n),
      brandMask: trimmed(this.brandMask, n),
      noImageReason: trimmed(this.noImageReason, n),
      minutes: trimmed(this.minutes, n),
      planned: trimmed(this.planned, n),
    };
  }
}

export class OrderColumns {
  length = 0;
  lineCount = 0;
  accountIdx: Int32Array;
  brandIdx: Int32Array;
  distributorIdx: Int32Array;
  repIdx: Int32Array;
  day: Int32Array;
  amount: Int32Array;
  cases: Int32Array;
  reorder: Uint8Array;
  lineStart: Int32Array;
  lineSkuIdx: Int32Array;
  lineCases: Int32Array;
  lineAmount: Int32Array;

  constructor(capacity: number, lineCapacity: number) {
    this.accountIdx = new Int32Array(capacity);
    this.brandIdx = new Int32Array(capacity);
    this.distributorIdx = new Int32Array(capacity);
    this.repIdx = new Int32Array(capacity);
    this.day = new Int32Array(capacity);
    this.amount = new Int32Array(capacity);
    this.cases = new Int32Array(capacity);
    this.reorder = new Uint8Array(capacity);
    this.lineStart = new Int32Array(capacity + 1);
    this.lineSkuIdx = new Int32Array(lineCapacity);
    this.lineCases = new Int32Array(lineCapacity);
    this.lineAmount = new Int32Array(lineCapacity);
  }

  /** Adds a line to the order being built (the next `add` closes it). */
  addLine(skuIdx: number, cases: number, amount: number): void {
    if (this.lineCount === this.lineSkuIdx.length) {
      const capacity = nextCapacity(this.lineCount);
      this.lineSkuIdx = grown(this.lineSkuIdx, capacity);
      this.lineCases = grown(this.lineCases, capacity);
      this.lineAmount = grown(this.lineAmount, capacity);
    }
    const k = this.lineCount++;
    this.lineSkuIdx[k] = skuIdx;
    this.lineCases[k] = cases;
    this.lineAmount[k] = amount;
  }

  /** Closes the order made of the lines added since the previous one; returns its idx. */
  add(
    accountIdx: number,
    brandIdx: number,
    distributorIdx: number,
    repIdx: number,
    day: number,
    amount: number,
    cases: number,
    reorder: boolean,
  ): number {
    if (this.length === this.day.length) this.grow();
    const i = this.length++;
    this.accountIdx[i] = accountIdx;
    this.brandIdx[i] = brandIdx;
    this.distributorIdx[i] = distributorIdx;
    this.repIdx[i] = repIdx;
    this.day[i] = day;
    this.amount[i] = amount;
    this.cases[i] = cases;
    this.reorder[i] = reorder ? 1 : 0;
    this.lineStart[i + 1] = this.lineCount;
    return i;
  }

  private grow(): void {
    const capacity = nextCapacity(this.day.length);
    this.accountIdx = grown(this.accountIdx, capacity);
    this.brandIdx = grown(this.brandIdx, capacity);
    this.distributorIdx = grown(this.distributorIdx, capacity);
    this.repIdx = grown(this.repIdx, capacity);
    this.day = grown(this.day, capacity);
    this.amount = grown(this.amount, capacity);
    this.cases = grown(this.cases, capacity);
    this.reorder = grown(this.reorder, capacity);
    this.lineStart = grown(this.lineStart, capacity + 1);
  }

  finish(): OrderTable {
    const n = this.length;
    const lines = this.lineCount;
    return {
      length: n,
      accountIdx: trimmed(this.accountIdx, n),
      brandIdx: trimmed(this.brandIdx, n),
      distributorIdx: trimmed(this.distributorIdx, n),
      repIdx: trimmed(this.repIdx, n),
      day: trimmed(this.day, n),
      amount: trimmed(this.amount, n),
      cases: trimmed(this.cases, n),
      reorder: trimmed(this.reorder, n),
      lineStart: trimmed(this.lineStart, n + 1),
      lineSkuIdx: trimmed(this.lineSkuIdx, lines),
      lineCases: trimmed(this.lineCases, lines),
      lineAmount: trimmed(this.lineAmount, lines),
    };
  }
}

export class ScheduleColumns {
  length = 0;
  accountIdx: Int32Array;
  repIdx: Int32Array;
  day: Int32Array;
  status: Uint8Array;

  constructor(capacity: number) {
    this.accountIdx = new Int32Array(capacity);
    this.repIdx = new Int32Array(capacity);
    this.day = new Int32Array(capacity);
    this.status = new Uint8Array(capacity);
  }

  add(accountIdx: number, repIdx: number, day: number, status: number): void {
    if (this.length === this.day.length) {
      const capacity = nextCapacity(this.length);
      this.accountIdx = grown(this.accountIdx, capacity);
      this.repIdx = grown(this.repIdx, capacity);
      this.day = grown(this.day, capacity);
      this.status = grown(this.status, capacity);
    }
    const i = this.length++;
    this.accountIdx[i] = accountIdx;
    this.repIdx[i] = repIdx;
    this.day[i] = day;
    this.status[i] = status;
  }

  finish(): ScheduleTable {
    const n = this.length;
    return {
      length: n,
      accountIdx: trimmed(this.accountIdx, n),
      repIdx: trimmed(this.repIdx, n),
      day: trimmed(this.day, n),
      status: trimmed(this.status, n),
    };
  }
}

export const SCHEDULE_MISSED = 0;
export const SCHEDULE_UPCOMING = 1;

/** The no-photo reason of a visit, or null when the rep took a photo. */
export const noImageReasonOf = (visits: VisitTable, visitIdx: number): string | null =>
  NO_IMAGE_REASONS[visits.noImageReason[visitIdx] ?? -1] ?? null;

/** Codes (VisitTable.noImageReason) of reason names; unknown names are left out. */
export const noImageReasonCodes = (names: Iterable<string>): Set<number> => {
  const wanted = new Set(names);
  const codes = new Set<number>();
  NO_IMAGE_REASONS.forEach((reason, code) => {
    if (wanted.has(reason)) codes.add(code);
  });
  return codes;
};

type Iso = (day: DayNumber) => string;

/** Object views (db.visits ...): one object per row, built once on first access. */
export const visitObjects = (t: VisitTable, iso: Iso): Visit[] => {
  const out = new Array<Visit>(t.length);
  for (let i = 0; i < t.length; i++) {
    const day = t.day[i] as number;
    out[i] = {
      idx: i,
      accountIdx: t.accountIdx[i] as number,
      repIdx: t.repIdx[i] as number,
      day,
      date: iso(day),
      brandMask: t.brandMask[i] as number,
      noImageReason: noImageReasonOf(t, i),
      minutes: t.minutes[i] as number,
      planned: t.planned[i] === 1,
    };
  }
  return out;
};

export const orderLinesOf = (t: OrderTable, orderIdx: number): OrderLine[] => {
  const lines: OrderLine[] = [];
  for (let k = t.lineStart[orderIdx] as number; k < (t.lineStart[orderIdx + 1] as number); k++) {
    lines.push({
      skuIdx: t.lineSkuIdx[k] as number,
      cases: t.lineCases[k] as number,
      amount: t.lineAmount[k] as number,
    });
  }
  return lines;
};

export const orderId = (orderIdx: number): number => 500_000 + orderIdx;

export const orderObjects = (t: OrderTable, iso: Iso): Order[] => {
  const out = new Array<Order>(t.length);
  for (let i = 0; i < t.length; i++) {
    const day = t.day[i] as number;
    out[i] = {
      idx: i,
      id: orderId(i),
      accountIdx: t.accountIdx[i] as number,
      brandIdx: t.brandIdx[i] as number,
      distributorIdx: t.distributorIdx[i] as number,
      repIdx: t.repIdx[i] as number,
      day,
      date: iso(day),
      lines: orderLinesOf(t, i),
      amount: t.amount[i] as number,
      cases: t.cases[i] as number,
      reorder: t.reorder[i] === 1,
    };
  }
  return out;
};

export const scheduleObjects = (t: ScheduleTable, iso: Iso): ScheduleEntry[] => {
  const out = new Array<ScheduleEntry>(t.length);
  for (let i = 0; i < t.length; i++) {
    const day = t.day[i] as number;
    out[i] = {
      idx: i,
      accountIdx: t.accountIdx[i] as number,
      repIdx: t.repIdx[i] as number,
      day,
      date: iso(day),
      status: SCHEDULE_TABLE_STATUSES[t.status[i] as number] ?? 'Missed',
      visitIdx: null,
    };
  }
  return out;
};

export const workingDayObjects = (t: WorkingDayTable, iso: Iso): WorkingDay[] => {
  const out = new Array<WorkingDay>(t.length);
  for (let i = 0; i < t.length; i++) {
    const day = t.day[i] as number;
    out[i] = {
      repIdx: t.repIdx[i] as number,
      day,
      date: iso(day),
      hours: t.hours[i] as number,
      miles: t.miles[i] as number,
      visits: t.visits[i] as number,
    };
  }
  return out;
};
