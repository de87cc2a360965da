import { z } from 'zod';
import { ACCOUNTS_PARAMS } from './accounts';
import { Coordinates, count, isoDate } from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';

/**
 * "Needs attention" (`/accounts/attention`): the accounts of the Accounts filter that need
 * a visit or a call, each with the reasons why. The rules are the demo API's
 * (`mocks/db/queries/attention-rules.ts`) and written in docs/sections.md; this module
 * names the reasons, the controls and the answer.
 */

/** The reasons in the order their chips show. */
export const ATTENTION_REASONS = [
  'overdue',
  'missed',
  'voids',
  'noOrder',
  'salesDown',
  'statusLost',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const ATTENTION_REASON_LABELS: Record<AttentionReason, string> = {
  overdue: 'Overdue',
  missed: 'Missed visit',
  voids: 'Voids',
  noOrder: 'No order',
  salesDown: 'Sales down',
  statusLost: 'Status lost',
};

/** The controls of two rules, with their defaults and limits (the URL, the API and the page share them). */
export const ATTENTION_CONTROLS = {
  /** No order for this many days (authorised accounts). */
  noOrderDays: { label: 'No order for (days)', default: 30, min: 1, max: 365 },
  /** Cases down by this percentage or more against the same weeks last year. */
  salesDownPercent: { label: 'Sales down by (%)', default: 25, min: 1, max: 100 },
} as const;
export type AttentionControl = keyof typeof ATTENTION_CONTROLS;

/** The weeks the sales-down rule compares (ending on the period's end date). */
export const SALES_DOWN_WEEKS = 4;
/** Sales at risk: the account's sales in this many weeks up to the end date. */
export const SALES_AT_RISK_WEEKS = 52;

export const ATTENTION_PAGE_SIZE = 50;

export const AttentionReasonDetail = z
  .object({
    Reason: z.enum(ATTENTION_REASONS),
    /**
     * overdue: days past the visit frequency; missed: days since the missed visit; voids:
     * SKUs void; noOrder: days without an order; salesDown: percent down; statusLost: days
     * since the change.
     */
    Value: count,
    /**
     * overdue: the last visit (null: never visited); missed: the missed visit; voids: the
     * merchandising visit; noOrder: the last order (null: none since authorised);
     * salesDown: null; statusLost: the change.
     */
    Date: isoDate.nullable(),
    /** statusLost: the status moved to; null otherwise. */
    Status: z.string().nullable(),
  })
  .transform((s) => ({ reason: s.Reason, value: s.Value, date: s.Date, status: s.Status }));
export type AttentionReasonDetail = z.output<typeof AttentionReasonDetail>;

export const AttentionAccount = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Address: z.string(),
    Representative: z.string(),
    /** Status on the end date. */
    Status: z.string(),
    /** Dollars in the 52 weeks up to the end date: what the brand stands to lose. */
    SalesAtRisk: z.number().nonnegative(),
    /** In ATTENTION_REASONS order; at least one. */
    Reasons: z.array(AttentionReasonDetail).min(1),
  })
  .transform((s) => ({
    id: s.Id,
    name: s.Name,
    address: s.Address,
    representative: s.Representative,
    status: s.Status,
    salesAtRisk: s.SalesAtRisk,
    reasons: s.Reasons,
  }));
export type AttentionAccount = z.output<typeof AttentionAccount>;

const ReasonCount = z
  .object({ Reason: z.enum(ATTENTION_REASONS), Accounts: count })
  .transform((s) => ({ reason: s.Reason, accounts: s.Accounts }));

export const AttentionList = z
  .object({
    /** The day the rules look from: the period's end date. */
    AsOf: isoDate,
    /** Accounts with at least one reason (before the reason filter). */
    Flagged: count,
    /** Accounts per reason (before the reason filter), in ATTENTION_REASONS order. */
    Counts: z.array(ReasonCount),
    /** Accounts the reason filter keeps: what the pages hold. */
    Total: count,
    /** One page, highest priority first. */
    Accounts: z.array(AttentionAccount),
  })
  .transform((s) => ({
    asOf: s.AsOf,
    flagged: s.Flagged,
    counts: s.Counts,
    total: s.Total,
    accounts: s.Accounts,
  }));
export type AttentionList = z.output<typeof AttentionList>;

export const AttentionPins = z
  .object({
    Accounts: z.array(
      z
        .object({
          Id: z.number().int(),
          Name: z.string(),
          Address: z.string(),
          /** The account's reasons in ATTENTION_REASONS order; the first colours the pin. */
          Reasons: z.array(z.enum(ATTENTION_REASONS)).min(1),
          Coordinates,
        })
        .transform((s) => ({
          id: s.Id,
          name: s.Name,
          address: s.Address,
          reasons: s.Reasons,
          latitude: s.Coordinates.lat,
          longitude: s.Coordinates.lng,
        })),
    ),
  })
  .transform((s) => ({ accounts: s.Accounts }));
export type AttentionPins = z.output<typeof AttentionPins>;
export type AttentionPin = AttentionPins['accounts'][number];

const params = ACCOUNTS_PARAMS;
const ruleParams = ['reason', 'noOrderDays', 'salesDownPercent'] as const;

const RULES_SUMMARY =
  'Reasons, as of the end date: overdue (no visit of the brand for longer than the visit frequency allows; never visited: counted from the day it joined the brand), missed (its last scheduled visit was missed), voids (voids on its last merchandising visit), noOrder (authorised and no order for noOrderDays, default 30), salesDown (cases in the 4 weeks to the end date down by salesDownPercent or more, default 25, against the same weeks 52 weeks earlier), statusLost (moved to Discontinued, Closed or No Interest in the period, and still there). A closed account has only statusLost. `reason` keeps the accounts with that reason.';

const PRIORITY_SUMMARY =
  'Order: sales at risk (dollars in the 52 weeks to the end date) highest first, then more reasons first, then name.';

export const attentionList = jsonEndpoint({
  method: 'GET',
  path: '/accounts/attention',
  definedHere: 'call',
  summary: `Needs attention: the filter's accounts with at least one reason, counts per reason and one page of ${ATTENTION_PAGE_SIZE} (\`page\` from 1). ${RULES_SUMMARY} ${PRIORITY_SUMMARY} Needs the Accounts permission \`attention\` (403 without it).`,
  params,
  extraParams: [...ruleParams, 'page'],
  response: AttentionList,
});

export const attentionMap = jsonEndpoint({
  method: 'GET',
  path: '/accounts/attention/map',
  definedHere: 'call',
  summary:
    'Needs attention map layer: every account of /accounts/attention for the same filter and rules (no paging), with its reasons and coordinates. Needs the Accounts permission `attention`.',
  params,
  extraParams: ruleParams,
  response: AttentionPins,
});

export const attentionXlsx = blobEndpoint({
  method: 'GET',
  path: '/accounts/attention/xlsx',
  definedHere: 'call',
  summary:
    'Needs attention (.xlsx): every account of /accounts/attention for the same filter and rules, in priority order, one column per reason. Needs the Accounts permission `attention`.',
  params,
  extraParams: ruleParams,
  failureSubject: 'needs attention list',
});
