import type { AttentionReason } from '@/api/contract/attention';
import type { DayNumber } from '../dates';

/**
 * The "Needs attention" rules, one pure function each, on plain day numbers: what the
 * demo API decides and what docs/sections.md ("Needs attention") writes down. Each returns
 * the reason's figure when it applies, else null. `asOf` is the period's end day.
 */

/**
 * Overdue: no visit for longer than the visit frequency allows, by how many days. An
 * account never visited counts from the day it joined the brand.
 */
export function overdueBy(input: {
  asOf: DayNumber;
  lastVisit: DayNumber | null;
  joined: DayNumber;
  frequencyDays: number;
}): number | null {
  const since = input.asOf - (input.lastVisit ?? input.joined);
  const late = since - input.frequencyDays;
  return late > 0 ? late : null;
}

/**
 * Missed: the last scheduled visit on or before `asOf` was missed (a visit on the
 * schedule the same day as a miss counts as made). Returns the days since the miss.
 */
export function missedSince(input: {
  asOf: DayNumber;
  lastPlannedVisit: DayNumber | null;
  lastMissed: DayNumber | null;
}): number | null {
  const { asOf, lastPlannedVisit, lastMissed } = input;
  if (lastMissed === null || lastMissed > asOf) return null;
  if (lastPlannedVisit !== null && lastPlannedVisit >= lastMissed) return null;
  return asOf - lastMissed;
}

/** Voids: how many SKUs the last merchandising visit reported void (each SKU once). */
export function voidSkus(voids: readonly { skuIdx: number }[]): number | null {
  const skus = new Set(voids.map((v) => v.skuIdx)).size;
  return skus > 0 ? skus : null;
}

/**
 * No order: an authorised account without an order for `days` days or more. Without any
 * order yet it counts from the day it was authorised.
 */
export function daysWithoutOrder(input: {
  asOf: DayNumber;
  authorised: boolean;
  lastOrder: DayNumber | null;
  authorisedOn: DayNumber;
  days: number;
}): number | null {
  if (!input.authorised) return null;
  const since = input.asOf - (input.lastOrder ?? input.authorisedOn);
  return since >= input.days ? since : null;
}

/**
 * Sales down: cases down by `percent` or more against the same weeks last year. Nothing
 * last year is no comparison. Returns the whole percentage down (never rounded up past
 * the threshold).
 */
export function salesDownBy(input: { cases: number; casesLastYear: number; percent: number }): number | null {
  const { cases, casesLastYear, percent } = input;
  if (casesLastYear <= 0) return null;
  const down = ((casesLastYear - cases) / casesLastYear) * 100;
  return down >= percent ? Math.floor(down) : null;
}

/** The statuses that mean the account was lost. */
export const LOST_STATUSES = ['Discontinued', 'Closed', 'No Interest'] as const;

/**
 * Status lost: the status on `asOf` is a lost one and it moved there within the period.
 * Returns the days since the change.
 */
export function statusLostSince(input: {
  asOf: DayNumber;
  periodStart: DayNumber;
  status: { name: string; day: DayNumber } | null;
}): number | null {
  const { status, asOf, periodStart } = input;
  if (!status || !(LOST_STATUSES as readonly string[]).includes(status.name)) return null;
  return status.day >= periodStart && status.day <= asOf ? asOf - status.day : null;
}

/** What the priority order compares. */
export interface PriorityKey {
  salesAtRisk: number;
  reasons: readonly unknown[];
  name: string;
}

/**
 * The stated priority: sales at risk (the account's sales in the 52 weeks up to the end
 * date) highest first, then more reasons first, then name A-Z.
 */
export const byPriority = (a: PriorityKey, b: PriorityKey): number =>
  b.salesAtRisk - a.salesAtRisk ||
  b.reasons.length - a.reasons.length ||
  a.name.localeCompare(b.name, 'en-US');

/** Only the reasons a closed account can still have. */
export const CLOSED_ACCOUNT_REASONS: readonly AttentionReason[] = ['statusLost'];
