import {
  ATTENTION_PAGE_SIZE,
  ATTENTION_REASONS,
  ATTENTION_REASON_LABELS,
  SALES_AT_RISK_WEEKS,
  SALES_DOWN_WEEKS,
  type AttentionReason,
  type attentionList,
  type attentionMap,
} from '@/api/contract/attention';
import type { ServerPayload } from '@/api/contract/endpoint';
import type { XlsxCell, XlsxSheet } from '../../xlsx';
import type { DayNumber } from '../dates';
import type { Account, MerchForm } from '../entities';
import type { Db } from '../generate';
import type { AccountBrandIndex } from '../indexes';
import { FREQUENCY_DAYS, STATUS } from '../reference-data';
import { SCHEDULE_MISSED } from '../tables';
import {
  byPriority,
  daysWithoutOrder,
  missedSince,
  overdueBy,
  salesDownBy,
  statusLostSince,
  voidSkus,
} from './attention-rules';
import { dayRange, statusAt, type ResolvedFilter } from './filter';

/**
 * Needs attention: the filter's accounts run through the rules of attention-rules.ts as
 * of the period's end day, in the stated priority. The list, its map layer and its
 * download all start from `flaggedAccounts`, so they hold the same accounts.
 */

type ListPayload = ServerPayload<typeof attentionList>;
type ReasonPayload = ListPayload['Accounts'][number]['Reasons'][number];
type PinsPayload = ServerPayload<typeof attentionMap>;

/** The controls of the rules, as the request gives them (defaults filled in). */
export interface AttentionRules {
  /** Keep only the accounts with this reason; null keeps every flagged account. */
  reason: AttentionReason | null;
  noOrderDays: number;
  salesDownPercent: number;
}

export interface FlaggedAccount {
  account: Account;
  status: string;
  salesAtRisk: number;
  reasons: ReasonPayload[];
  name: string;
}

const DAYS_PER_WEEK = 7;

/** Sum of a prefix-summed column over the orders in [from, to]. */
const sumBetween = (
  ab: AccountBrandIndex,
  cum: readonly number[],
  from: DayNumber,
  to: DayNumber,
): number => {
  const [lo, hi] = dayRange(ab.orderDays, from, to);
  return (cum[hi] as number) - (cum[lo] as number);
};

/** The last element of a sorted day list on or before `day`, or null. */
const lastOnOrBefore = (days: readonly number[], day: DayNumber): DayNumber | null => {
  const [, hi] = dayRange(days, Number.MIN_SAFE_INTEGER, day);
  return hi > 0 ? (days[hi - 1] as DayNumber) : null;
};

/** The account's last planned visit and last missed schedule entry on or before `asOf` (any brand: the schedule is not per brand). */
const lastScheduled = (db: Db, accountIdx: number, asOf: DayNumber) => {
  const { visitStartByAccount, scheduleStartByAccount } = db.indexes;
  const vt = db.visitTable;
  let lastPlannedVisit: DayNumber | null = null;
  for (
    let i = (visitStartByAccount[accountIdx + 1] as number) - 1;
    i >= (visitStartByAccount[accountIdx] as number);
    i--
  ) {
    const day = vt.day[i] as number;
    if (day <= asOf && vt.planned[i] === 1) {
      lastPlannedVisit = day;
      break;
    }
  }
  const st = db.scheduleTable;
  let lastMissed: DayNumber | null = null;
  for (
    let i = scheduleStartByAccount[accountIdx] as number;
    i < (scheduleStartByAccount[accountIdx + 1] as number);
    i++
  ) {
    const day = st.day[i] as number;
    if (st.status[i] === SCHEDULE_MISSED && day <= asOf && (lastMissed === null || day > lastMissed))
      lastMissed = day;
  }
  return { lastPlannedVisit, lastMissed };
};

/** The brand's last merchandising form at the account on or before `asOf`. */
const lastForm = (db: Db, brandIdx: number, accountIdx: number, asOf: DayNumber): MerchForm | null => {
  const own = db.merch.indexes.byAccountBrand[brandIdx]?.[accountIdx] ?? [];
  for (let k = own.length - 1; k >= 0; k--) {
    const form = db.merch.forms[own[k] as number] as MerchForm;
    if (form.day <= asOf) return form;
  }
  return null;
};

/** Every reason of one account, in ATTENTION_REASONS order. */
const reasonsOf = (
  db: Db,
  f: ResolvedFilter,
  rules: AttentionRules,
  account: Account,
  ab: AccountBrandIndex,
): ReasonPayload[] => {
  const b = f.brand.idx;
  const asOf = f.endDay;
  const change = statusAt(account.statusHistory[b], asOf);
  const statusName = db.statuses[change?.statusIdx ?? STATUS.notVisited]?.name ?? '';
  const out: Partial<Record<AttentionReason, ReasonPayload>> = {};
  const put = (
    reason: AttentionReason,
    value: number,
    date: DayNumber | null,
    status: string | null = null,
  ) => {
    out[reason] = { Reason: reason, Value: value, Date: date === null ? null : db.iso(date), Status: status };
  };

  const lost = statusLostSince({
    asOf,
    periodStart: f.startDay,
    status: change ? { name: statusName, day: change.day } : null,
  });
  if (lost !== null && change) put('statusLost', lost, change.day, statusName);

  const closed = account.closedDay !== null && account.closedDay <= asOf;
  if (!closed) {
    const frequencyDays = FREQUENCY_DAYS[account.frequency as keyof typeof FREQUENCY_DAYS];
    const lastVisit = lastOnOrBefore(ab.visitDays, asOf);
    if (frequencyDays !== undefined) {
      const late = overdueBy({ asOf, lastVisit, joined: account.addedDay[b] as number, frequencyDays });
      if (late !== null) put('overdue', late, lastVisit);
    }

    const scheduled = lastScheduled(db, account.idx, asOf);
    const missed = missedSince({ asOf, ...scheduled });
    if (missed !== null) put('missed', missed, scheduled.lastMissed);

    const form = lastForm(db, b, account.idx, asOf);
    const voids = form ? voidSkus(form.voids) : null;
    if (voids !== null && form) put('voids', voids, form.day);

    const lastOrder = lastOnOrBefore(ab.orderDays, asOf);
    const noOrder = daysWithoutOrder({
      asOf,
      authorised: db.indexes.activeStatusIdxs.has(change?.statusIdx ?? -1),
      lastOrder,
      authorisedOn: ab.authorisedDay,
      days: rules.noOrderDays,
    });
    if (noOrder !== null) put('noOrder', noOrder, lastOrder);

    const window = SALES_DOWN_WEEKS * DAYS_PER_WEEK;
    const yearAgo = 52 * DAYS_PER_WEEK;
    const down = salesDownBy({
      cases: sumBetween(ab, ab.cumCases, asOf - window + 1, asOf),
      casesLastYear: sumBetween(ab, ab.cumCases, asOf - yearAgo - window + 1, asOf - yearAgo),
      percent: rules.salesDownPercent,
    });
    if (down !== null) put('salesDown', down, null);
  }
  return ATTENTION_REASONS.flatMap((reason) => out[reason] ?? []);
};

/**
 * The last answer per data set: a page turn, a reason chip and the map layer ask again for
 * the same filter and controls (25,000 accounts at demo scale 10 are worth not reading twice).
 */
const lastFlagged = new WeakMap<Db, { key: string; flagged: FlaggedAccount[] }>();

const flaggedKey = (f: ResolvedFilter, rules: AttentionRules): string =>
  JSON.stringify([
    f.brand.idx,
    f.startDay,
    f.endDay,
    rules.noOrderDays,
    rules.salesDownPercent,
    f.accountIdxs,
  ]);

/** Every account of the filter with at least one reason, highest priority first (before the reason filter). */
export const flaggedAccounts = (db: Db, f: ResolvedFilter, rules: AttentionRules): FlaggedAccount[] => {
  const key = flaggedKey(f, rules);
  const last = lastFlagged.get(db);
  if (last?.key === key) return last.flagged;
  const flagged = findFlagged(db, f, rules);
  lastFlagged.set(db, { key, flagged });
  return flagged;
};

const findFlagged = (db: Db, f: ResolvedFilter, rules: AttentionRules): FlaggedAccount[] => {
  const entries = db.indexes.byAccountBrand[f.brand.idx] ?? [];
  const riskFrom = f.endDay - SALES_AT_RISK_WEEKS * DAYS_PER_WEEK + 1;
  const out: FlaggedAccount[] = [];
  for (const idx of f.accountIdxs) {
    const account = db.accounts[idx] as Account;
    const ab = entries[idx];
    if (!ab) continue;
    const reasons = reasonsOf(db, f, rules, account, ab);
    if (reasons.length === 0) continue;
    const change = statusAt(account.statusHistory[f.brand.idx], f.endDay);
    out.push({
      account,
      name: account.name,
      status: db.statuses[change?.statusIdx ?? STATUS.notVisited]?.name ?? '',
      salesAtRisk: sumBetween(ab, ab.cumAmount, riskFrom, f.endDay),
      reasons,
    });
  }
  return out.sort(byPriority);
};

const withReason = (flagged: readonly FlaggedAccount[], reason: AttentionReason | null): FlaggedAccount[] =>
  reason ? flagged.filter((a) => a.reasons.some((r) => r.Reason === reason)) : [...flagged];

/** GET /accounts/attention: the counts and one page (1-based; a page past the end is empty). */
export const attentionListQuery = (
  db: Db,
  f: ResolvedFilter,
  rules: AttentionRules,
  page: number,
): ListPayload => {
  const flagged = flaggedAccounts(db, f, rules);
  const kept = withReason(flagged, rules.reason);
  const start = (page - 1) * ATTENTION_PAGE_SIZE;
  return {
    AsOf: db.iso(f.endDay),
    Flagged: flagged.length,
    Counts: ATTENTION_REASONS.map((reason) => ({
      Reason: reason,
      Accounts: flagged.filter((a) => a.reasons.some((r) => r.Reason === reason)).length,
    })),
    Total: kept.length,
    Accounts: kept.slice(start, start + ATTENTION_PAGE_SIZE).map((a) => ({
      Id: a.account.id,
      Name: a.account.name,
      Address: a.account.address,
      Representative: db.reps[a.account.repIdx]?.name ?? '',
      Status: a.status,
      SalesAtRisk: a.salesAtRisk,
      Reasons: a.reasons,
    })),
  };
};

/** GET /accounts/attention/map: every kept account as a pin. */
export const attentionPinsQuery = (db: Db, f: ResolvedFilter, rules: AttentionRules): PinsPayload => ({
  Accounts: withReason(flaggedAccounts(db, f, rules), rules.reason).map((a) => ({
    Id: a.account.id,
    Name: a.account.name,
    Address: a.account.address,
    Reasons: a.reasons.map((r) => r.Reason),
    Coordinates: { Latitude: a.account.lat, Longitude: a.account.lng },
  })),
});

/** The download: every kept account in priority order, one column per reason's figure. */
export const attentionSheet = (db: Db, f: ResolvedFilter, rules: AttentionRules): XlsxSheet => {
  const figure = (a: FlaggedAccount, reason: AttentionReason): XlsxCell =>
    a.reasons.find((r) => r.Reason === reason)?.Value;
  return {
    name: 'Needs attention',
    columns: [
      { header: 'Priority', width: 9, format: 'integer' },
      { header: 'Account', width: 32 },
      { header: 'Address', width: 44 },
      { header: 'Representative', width: 22 },
      { header: 'Status', width: 20 },
      { header: 'Sales at risk', width: 14, format: 'money' },
      { header: 'Overdue (days)', width: 15, format: 'integer' },
      { header: 'Missed visit', width: 14, format: 'date' },
      { header: 'Voids (SKUs)', width: 13, format: 'integer' },
      { header: 'No order (days)', width: 16, format: 'integer' },
      { header: 'Sales down (%)', width: 15, format: 'integer' },
      { header: 'Status lost', width: 16 },
      { header: 'Status lost on', width: 15, format: 'date' },
      { header: 'Reasons', width: 40 },
    ],
    rows: withReason(flaggedAccounts(db, f, rules), rules.reason).map((a, i) => {
      const lost = a.reasons.find((r) => r.Reason === 'statusLost');
      return [
        i + 1,
        a.account.name,
        a.account.address,
        db.reps[a.account.repIdx]?.name ?? '',
        a.status,
        a.salesAtRisk,
        figure(a, 'overdue'),
        a.reasons.find((r) => r.Reason === 'missed')?.Date,
        figure(a, 'voids'),
        figure(a, 'noOrder'),
        figure(a, 'salesDown'),
        lost?.Status,
        lost?.Date,
        a.reasons.map((r) => ATTENTION_REASON_LABELS[r.Reason]).join(', '),
      ];
    }),
  };
};
