import type {
  accountMerchandising,
  accountProfile,
  accountSales,
  accountVisits,
} from '@/api/contract/account';
import type { ServerPayload } from '@/api/contract/endpoint';
import { lowerBound } from '../dates';
import type { Account, MerchForm } from '../entities';
import type { Db } from '../generate';
import { STATUS } from '../reference-data';
import { visitsInPeriod } from './accounts';
import { statusAt, type ResolvedFilter } from './filter';
import { accountForms, type MerchFilter } from './merchandising';
import { beforePhotoUrl } from '../photos';
import { salesByAccount, salesTotalsQuery } from './sales';
import { scheduleItems, type ScheduleFilter } from './schedule';

/**
 * One account's page, computed by the sections' own queries narrowed to the account, so
 * every figure is the one the section shows for the same brand and period.
 */

/** The account of `id` when it is one of the filter's accounts (the brand's, on the end day), else null. */
export const accountInFilter = (db: Db, f: ResolvedFilter, id: number): Account | null => {
  const account = db.accountById.get(id);
  if (!account) return null;
  return f.accountIdxs[lowerBound(f.accountIdxs, account.idx)] === account.idx ? account : null;
};

/** The filter narrowed to one account, as if an account-level parameter had picked it alone. */
const onlyAccount = <F extends ResolvedFilter>(f: F, account: Account): F => ({
  ...f,
  accountIdxs: [account.idx],
  accountFiltered: true,
});

const repName = (db: Db, repIdx: number): string => db.reps[repIdx]?.name ?? '';

/** GET /accounts/account: the header, the period's visits and the status history. */
export const accountProfileQuery = (
  db: Db,
  f: ResolvedFilter,
  account: Account,
): ServerPayload<typeof accountProfile> => {
  const b = f.brand.idx;
  const ab = db.indexes.byAccountBrand[b]?.[account.idx];
  const history = account.statusHistory[b] ?? [];
  const status = statusAt(history, f.endDay);
  const visits = ab ? visitsInPeriod(db, f, ab) : { count: 0, lastDay: -1 };
  const next = db.indexes.nextScheduledDayByAccount[account.idx] as number;
  const distributor = db.distributors[account.distributorByBrand[b] ?? -1]?.name;
  return {
    Id: account.id,
    Name: account.name,
    Address: account.address,
    Status: {
      Name: db.statuses[status?.statusIdx ?? STATUS.notVisited]?.name ?? '',
      Date: db.iso(status?.day ?? (account.addedDay[b] as number)),
    },
    Chain: account.chain,
    Banner: account.banner,
    Channel: account.channel,
    Region: account.region,
    Distributors: distributor ? [distributor] : [],
    Representative: repName(db, account.repIdx),
    Frequency: account.frequency,
    AuthorisedDate: ab && ab.authorisedDay >= 0 ? db.iso(ab.authorisedDay) : null,
    LastVisitDate: visits.lastDay >= 0 ? db.iso(visits.lastDay) : null,
    NextScheduledDate: next > 0 ? db.iso(next) : null,
    StorePictureUrl: account.photos.store,
    Visits: visits.count,
    StatusHistory: history.map((change) => ({
      Date: change.date,
      Status: db.statuses[change.statusIdx]?.name ?? '',
      Representative: change.repIdx >= 0 ? repName(db, change.repIdx) : null,
    })),
  };
};

/** GET /sales/account: the account's /sales pin figures and its /sales/totals. */
export const accountSalesQuery = (
  db: Db,
  f: ResolvedFilter,
  account: Account,
): ServerPayload<typeof accountSales> => {
  const one = onlyAccount(f, account);
  const row = salesByAccount(db, one)[0];
  const totals = salesTotalsQuery(db, one);
  const bySku = new Map<string, { Name: string; Amount: number; Cases: number }>();
  for (const interval of totals.SalesIntervals) {
    for (const sku of interval.BySku) {
      const sum = bySku.get(sku.Name) ?? { Name: sku.Name, Amount: 0, Cases: 0 };
      sum.Amount += sku.Amount;
      sum.Cases += sku.Cases;
      bySku.set(sku.Name, sum);
    }
  }
  return {
    Orders: row?.orders ?? 0,
    Amount: row?.amount ?? 0,
    Cases: row?.cases ?? 0,
    LastOrderDate: row && row.lastOrderDay >= 0 ? db.iso(row.lastOrderDay) : null,
    IntervalType: totals.IntervalType,
    Intervals: totals.SalesIntervals.map((i) => ({
      Start: i.Start,
      End: i.End,
      Amount: i.Totals.Amount,
      Cases: i.Totals.Cases,
    })),
    BySku: [...bySku.values()].filter((sku) => sku.Amount > 0 || sku.Cases > 0),
  };
};

/** GET /merchandising/account: the account's Merchandising pin figures, its forms and photos. */
export const accountMerchandisingQuery = (
  db: Db,
  m: MerchFilter,
  account: Account,
): ServerPayload<typeof accountMerchandising> => {
  const forms = accountForms(db, m, account.idx);
  const last = forms[forms.length - 1];
  const newestFirst = [...forms].reverse();
  const photos: ServerPayload<typeof accountMerchandising>['Photos'] = [];
  if (last) photos.push({ Date: last.date, Type: 'storefront', Url: account.photos.store });
  for (const form of newestFirst) {
    // Where the rep added facings, the shelf as found comes first: a before/after pair.
    if (form.facingsAdded > 0)
      photos.push({ Date: form.date, Type: 'before', Url: beforePhotoUrl(form.primaryPhotoUrl) });
    photos.push({ Date: form.date, Type: 'primary', Url: form.primaryPhotoUrl });
    if (form.secondaryPhotoUrl)
      photos.push({ Date: form.date, Type: 'secondary', Url: form.secondaryPhotoUrl });
  }
  return {
    Facings: last?.facingsTotal ?? 0,
    SecondaryPlacements: forms.filter((form) => form.secondaryPlacements.length > 0).length,
    Visits: newestFirst.map((form: MerchForm) => ({
      Date: form.date,
      Representative: repName(db, form.repIdx),
      Skus: form.skusCount,
      Facings: form.facingsTotal,
      FacingsAdded: form.facingsAdded,
      Voids: form.voids.length,
      PrimaryPlacement: form.primaryPlacement,
      SecondaryPlacements: form.secondaryPlacements,
    })),
    Photos: photos,
  };
};

/**
 * GET /schedules/account: the Schedule's items of the account (its rules: reps in scope,
 * a year ahead), newest first, with the brand's forms of each visit.
 */
export const accountVisitsQuery = (
  db: Db,
  s: ScheduleFilter,
  brandIdx: number,
  account: Account,
): ServerPayload<typeof accountVisits> => {
  const merchVisits = new Set(
    (db.merch.indexes.byAccountBrand[brandIdx]?.[account.idx] ?? []).map(
      (formIdx) => db.merch.forms[formIdx]?.visitIdx,
    ),
  );
  const bit = 1 << brandIdx;
  const one: ScheduleFilter = { ...s, accounts: null };
  return scheduleItems(db, one)
    .filter((item) => item.accountIdx === account.idx)
    .reverse()
    .map((item) => {
      const forms: string[] = [];
      if (item.visitIdx !== null) {
        if (((db.visitTable.brandMask[item.visitIdx] as number) & bit) !== 0) forms.push('Status form');
        if (merchVisits.has(item.visitIdx)) forms.push('Merchandising form');
      }
      return { Date: item.date, Status: item.status, Representative: repName(db, item.repIdx), Forms: forms };
    });
};
