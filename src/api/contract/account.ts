import { z } from 'zod';
import { DatedStatus, count, isoDate } from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';
import type { PermissionKey, SectionId } from './permissions';
import type { RequestParamName } from './request-params';
import { IntervalType } from './sales';
import { VISIT_STATUSES, type VisitStatus } from './schedule';

/**
 * One account's page (`/accounts/<id>`): one endpoint per block source, each under its
 * section's path, so the section's permission guards it on the server as in the app. The
 * page carries brand and period only: the account is the rest of the filter. Each answer
 * is computed as its section computes the same figure, so they agree for the same filter.
 */
export const ACCOUNT_PAGE_PARAMS = [
  'brand',
  'dateStart',
  'dateEnd',
] as const satisfies readonly RequestParamName[];

const params = ACCOUNT_PAGE_PARAMS;

type BlockPermission = { [S in SectionId]: { section: S; key: PermissionKey<S> } }[SectionId];

/**
 * The account page's blocks and the permission each needs: the one of the section its data
 * comes from, so a user sees here (and in the Account brief) what that section would show
 * them. The header and the visits figure need only the Accounts section, which the page
 * requires.
 */
export const ACCOUNT_BLOCK_PERMISSIONS = {
  statusHistory: { section: 'accounts', key: 'accountStatus' },
  salesFigures: { section: 'sales', key: 'summary' },
  salesOverTime: { section: 'sales', key: 'total' },
  salesBySku: { section: 'sales', key: 'totalBySku' },
  merchandisingFigures: { section: 'merchandising', key: 'summary' },
  merchandisingHistory: { section: 'merchandising', key: 'summary' },
  photos: { section: 'merchandising', key: 'accountImages' },
  visits: { section: 'schedule', key: 'asmSchedule' },
} as const satisfies Record<string, BlockPermission>;
const extraParams = ['id'] as const;
const nullableDate = isoDate.nullable();

export const AccountStatusChange = z
  .object({ Date: isoDate, Status: z.string(), Representative: z.string().nullable() })
  .transform((s) => ({ date: s.Date, status: s.Status, representative: s.Representative }));
export type AccountStatusChange = z.output<typeof AccountStatusChange>;

export const AccountProfile = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Address: z.string(),
    Status: DatedStatus,
    Chain: z.string(),
    Banner: z.string(),
    Channel: z.string(),
    Region: z.string(),
    Distributors: z.array(z.string()),
    Representative: z.string(),
    Frequency: z.string(),
    AuthorisedDate: nullableDate,
    LastVisitDate: nullableDate,
    NextScheduledDate: nullableDate,
    StorePictureUrl: z.string(),
    Visits: count,
    StatusHistory: z.array(AccountStatusChange),
  })
  .transform((s) => ({
    id: s.Id,
    name: s.Name,
    address: s.Address,
    status: s.Status,
    chain: s.Chain,
    banner: s.Banner,
    channel: s.Channel,
    region: s.Region,
    distributors: s.Distributors,
    representative: s.Representative,
    frequency: s.Frequency,
    authorisedDate: s.AuthorisedDate,
    lastVisitDate: s.LastVisitDate,
    nextScheduledDate: s.NextScheduledDate,
    storePictureUrl: s.StorePictureUrl,
    visits: s.Visits,
    statusHistory: s.StatusHistory,
  }));
export type AccountProfile = z.output<typeof AccountProfile>;

const SalesAmount = z
  .object({ Name: z.string(), Amount: z.number(), Cases: z.number() })
  .transform((s) => ({ name: s.Name, amount: s.Amount, cases: s.Cases }));

export const AccountSales = z
  .object({
    Orders: count,
    Amount: z.number(),
    Cases: z.number(),
    LastOrderDate: nullableDate,
    /** The period in the intervals /sales/totals uses (day, week, month or year). */
    IntervalType,
    Intervals: z.array(
      z
        .object({ Start: isoDate, End: isoDate, Amount: z.number(), Cases: z.number() })
        .transform((s) => ({ start: s.Start, end: s.End, amount: s.Amount, cases: s.Cases })),
    ),
    BySku: z.array(SalesAmount),
  })
  .transform((s) => ({
    orders: s.Orders,
    amount: s.Amount,
    cases: s.Cases,
    lastOrderDate: s.LastOrderDate,
    intervalType: s.IntervalType,
    intervals: s.Intervals,
    bySku: s.BySku,
  }));
export type AccountSales = z.output<typeof AccountSales>;

/** `before`: the primary shelf as the rep found it, on a visit that added facings (its pair is that visit's `primary`). */
export const ACCOUNT_PHOTO_TYPES = ['storefront', 'before', 'primary', 'secondary'] as const;
export type AccountPhotoType = (typeof ACCOUNT_PHOTO_TYPES)[number];
/** What each type is called on the page and in the Account brief. */
export const ACCOUNT_PHOTO_TYPE_LABELS: Record<AccountPhotoType, string> = {
  storefront: 'Storefront',
  before: 'Before',
  primary: 'Primary placement',
  secondary: 'Secondary placement',
};

export const AccountMerchVisit = z
  .object({
    Date: isoDate,
    Representative: z.string(),
    Skus: count,
    Facings: count,
    FacingsAdded: count,
    Voids: count,
    PrimaryPlacement: z.string(),
    SecondaryPlacements: z.array(z.string()),
  })
  .transform((s) => ({
    date: s.Date,
    representative: s.Representative,
    skus: s.Skus,
    facings: s.Facings,
    facingsAdded: s.FacingsAdded,
    voids: s.Voids,
    primaryPlacement: s.PrimaryPlacement,
    secondaryPlacements: s.SecondaryPlacements,
  }));
export type AccountMerchVisit = z.output<typeof AccountMerchVisit>;

export const AccountMerchandising = z
  .object({
    /** On shelf at the period's last merchandising visit (the Merchandising pin's figure). */
    Facings: count,
    /** Visits that found a secondary placement (the Merchandising pin's SecondaryPlacementCount). */
    SecondaryPlacements: count,
    Visits: z.array(AccountMerchVisit),
    Photos: z.array(
      z
        .object({ Date: isoDate, Type: z.enum(ACCOUNT_PHOTO_TYPES), Url: z.string() })
        .transform((s) => ({ date: s.Date, type: s.Type, url: s.Url })),
    ),
  })
  .transform((s) => ({
    facings: s.Facings,
    secondaryPlacements: s.SecondaryPlacements,
    visits: s.Visits,
    photos: s.Photos,
  }));
export type AccountMerchandising = z.output<typeof AccountMerchandising>;

const visitStatus = z.enum(VISIT_STATUSES.map((s) => s.name) as [VisitStatus, ...VisitStatus[]]);

export const AccountVisit = z
  .object({
    Date: isoDate,
    Status: visitStatus,
    Representative: z.string(),
    /** Forms submitted at the visit for the brand ('Status form', 'Merchandising form'). */
    Forms: z.array(z.string()),
  })
  .transform((s) => ({ date: s.Date, status: s.Status, representative: s.Representative, forms: s.Forms }));
export type AccountVisit = z.output<typeof AccountVisit>;

export const accountProfile = jsonEndpoint({
  method: 'GET',
  path: '/accounts/account',
  definedHere: 'call',
  summary:
    "One account's page header for the brand and period: name, address, status on the end date with its date, chain, banner, channel, region, distributors, rep, frequency, authorised date, last visit (in the period) and next scheduled visit, storefront photo, the period's visits of the brand (the map popup's TotalVisits) and the whole status history with the rep of each change. 404 when the id is unknown or the account is not in the brand's accounts.",
  params,
  extraParams,
  response: AccountProfile,
});

export const accountSales = jsonEndpoint({
  method: 'GET',
  path: '/sales/account',
  definedHere: 'call',
  summary:
    "One account's sales for the brand and period: orders, dollars and cases (the account's /sales pin and Top 10 row), last order date, totals per interval (as /sales/totals) and per SKU. 404 as /accounts/account.",
  params,
  extraParams,
  response: AccountSales,
});

export const accountMerchandising = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/account',
  definedHere: 'call',
  summary:
    "One account's merchandising for the brand and period: facings on shelf at the last visit, visits with a secondary placement, each visit's SKUs, facings, facings added, voids and placements (newest first), and its photos by date and type (storefront, primary, secondary; before: the primary shelf as found on a visit that added facings, listed just before that visit's primary). 404 as /accounts/account.",
  params,
  extraParams,
  response: AccountMerchandising,
});

export const accountVisits = jsonEndpoint({
  method: 'GET',
  path: '/schedules/account',
  definedHere: 'path',
  summary:
    "One account's schedule in the period, newest first: each Visited, Unplanned, Missed or Upcoming visit (as the Schedule counts them) with its rep and the brand's forms submitted. The period may run a year ahead, as the Schedule's. 404 as /accounts/account.",
  params,
  extraParams,
  response: z.array(AccountVisit),
});

export const ACCOUNT_BRIEF_COMPARE = ['prev', 'year'] as const;

export const accountBrief = blobEndpoint({
  method: 'GET',
  path: '/accounts/account/brief',
  definedHere: 'call',
  summary:
    "Account brief (.pdf) for a rep to carry into the store: the account page's header, key figures for the brand and period beside the previous period (compare=prev, the default) or the same period last year (compare=year), the last visits and the latest photos; each part only with its block's permission. 404 as /accounts/account.",
  params,
  extraParams: ['id', 'compare'],
  failureSubject: 'account brief',
});
