import type { ServerPayload } from '@/api/contract/endpoint';
import {
  SCORECARD_BLOCKS,
  ScorecardPeriod,
  type reportsFilters,
  type scorecardWeek,
} from '@/api/contract/reports';
import type { RequestParams } from '@/api/contract/request-params';
import { splitList } from '@/lib/request-list';
import type { XlsxSheet } from '../../xlsx';
import { startOfIsoWeek, startOfNextMonth, type DayNumber } from '../dates';
import type { Account, MerchForm } from '../entities';
import type { Db } from '../generate';
import { INDEPENDENT, STATUS } from '../reference-data';
import { accountsDataQuery } from './accounts';
import { statusAt, type ResolvedFilter } from './filter';
import {
  formsByAccount,
  merchandisingDataQuery,
  merchFilter as merchandisingFilter,
  type MerchFilter,
} from './merchandising';
import { baseFilterOptions, restrictToBrands } from './options';
import { salesDataQuery } from './sales';

type ScorecardRowPayload = ServerPayload<typeof scorecardWeek>[number];
type ReportsOptionsPayload = ServerPayload<typeof reportsFilters>;

export type ScorecardFiles = ReportsOptionsPayload['Scorecards'];

/** GET /reports/filters: the shared lists, SKUs for both SKU filters, scorecard files per brand. */
export const reportsFilterOptions = (
  db: Db,
  brands: readonly string[],
  scorecards: ScorecardFiles,
): ReportsOptionsPayload => {
  const skus = db.skus.map((s) => ({ Name: s.name, Brand: db.brands[s.brandIdx]?.name ?? '' }));
  return restrictToBrands(
    { ...baseFilterOptions(db), SalesSkuNames: skus, MerchandisingSkuNames: skus, Scorecards: scorecards },
    brands,
  );
};

/**
 * The Merchandising page's form filter plus the Reports page's merchandisingSkuNames: a
 * form counts when any of those SKUs is on the shelf.
 */
export const merchFilter = (db: Db, f: ResolvedFilter, params: RequestParams): MerchFilter => {
  const base = merchandisingFilter(f, params);
  const names = new Set(splitList(params.merchandisingSkuNames));
  if (names.size === 0) return base;
  const positions = db.skus
    .filter((sku) => sku.brandIdx === f.brand.idx && names.has(sku.name))
    .map((sku) => sku.brandSkuPos);
  return {
    f,
    passes: (form) => base.passes(form) && positions.some((pos) => (form.facings[pos] ?? 0) > 0),
  };
};

export type ScorecardPeriodKind = 'week' | 'month';

/** The ISO weeks or calendar months the period touches, clipped to it. */
export const scorecardPeriods = (
  startDay: DayNumber,
  endDay: DayNumber,
  kind: ScorecardPeriodKind,
): { start: DayNumber; end: DayNumber }[] => {
  const periods: { start: DayNumber; end: DayNumber }[] = [];
  let from = startDay;
  while (from <= endDay) {
    const next = kind === 'week' ? startOfIsoWeek(from) + 7 : startOfNextMonth(from);
    const to = Math.min(next - 1, endDay);
    periods.push({ start: from, end: to });
    from = to + 1;
  }
  return periods;
};

/** The filters a scorecard row reads, each resolved as its own section resolves it. */
export interface ScorecardFilters {
  /** Accounts and merchandising: distributors select accounts. */
  accounts: ResolvedFilter;
  /** Sales: distributors and salesSkuNames select orders. */
  sales: ResolvedFilter;
  params: RequestParams;
}

export const within = (f: ResolvedFilter, start: DayNumber, end: DayNumber): ResolvedFilter => ({
  ...f,
  startDay: start,
  endDay: end,
});

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Lead and new-account counts of one period: "All" is the accounts in that state on the
 * period's last day, "New" those that reached it within the period. UDS accounts are the
 * independent stores, chain accounts the rest.
 */
const statusCounts = (db: Db, f: ResolvedFilter) => {
  const b = f.brand.idx;
  const active = db.indexes.activeStatusIdxs;
  const counts = {
    udsAll: 0,
    udsNew: 0,
    chainAll: 0,
    chainNew: 0,
    hot: [0, 0],
    warm: [0, 0],
    discontinued: [0, 0],
  };
  const lead = (statusIdx: number) =>
    statusIdx === STATUS.hot
      ? counts.hot
      : statusIdx === STATUS.warm
        ? counts.warm
        : statusIdx === STATUS.discontinued
          ? counts.discontinued
          : null;
  for (const idx of f.accountIdxs) {
    const account = db.accounts[idx] as Account;
    const history = account.statusHistory[b] ?? [];
    const current = statusAt(history, f.endDay);
    const independent = account.chain === INDEPENDENT;
    if (current && active.has(current.statusIdx)) {
      if (independent) counts.udsAll++;
      else counts.chainAll++;
      const ab = db.indexes.byAccountBrand[b]?.[idx];
      if (ab && ab.authorisedDay >= f.startDay && ab.authorisedDay <= f.endDay) {
        if (independent) counts.udsNew++;
        else counts.chainNew++;
      }
    }
    if (current) {
      const all = lead(current.statusIdx);
      if (all) all[0] = (all[0] as number) + 1;
    }
    const reached = new Set<number>();
    for (const change of history) {
      if (change.day > f.endDay) break;
      if (change.day >= f.startDay) reached.add(change.statusIdx);
    }
    for (const statusIdx of reached) {
      const fresh = lead(statusIdx);
      if (fresh) fresh[1] = (fresh[1] as number) + 1;
    }
  }
  return counts;
};

/**
 * One column of the Weekly or Monthly Summary: the numbers the Accounts, Merchandising and
 * Sales pages show for the same filter narrowed to that week or month (their own queries).
 */
export const scorecardRow = (
  db: Db,
  filters: ScorecardFilters,
  kind: ScorecardPeriodKind,
  start: DayNumber,
  end: DayNumber,
): ScorecardRowPayload => {
  const fa = within(filters.accounts, start, end);
  const general = accountsDataQuery(db, fa).General;
  const merch = merchandisingDataQuery(db, merchFilter(db, fa, filters.params)).Summary;
  const sales = salesDataQuery(db, within(filters.sales, start, end)).Summary;
  const s = statusCounts(db, fa);
  return {
    Label: kind === 'week' ? 'Week' : 'Month',
    Start: db.iso(start),
    End: db.iso(end),
    Visits: general.FormsSubmitted,
    AccountsVisited: general.StoresVisited,
    HoursWorked: general.HoursWorked,
    MileageDriven: general.MileageDriven,
    AuthorisedAccounts: general.TotalAccounts,
    NewAccountsUds: s.udsAll,
    NewAccountsUdsNew: s.udsNew,
    NewAccountsChain: s.chainAll,
    NewAccountsChainNew: s.chainNew,
    HotLeads: s.hot[0] as number,
    HotLeadsNew: s.hot[1] as number,
    WarmLeads: s.warm[0] as number,
    WarmLeadsNew: s.warm[1] as number,
    DiscontinuedLeads: s.discontinued[0] as number,
    DiscontinuedLeadsNew: s.discontinued[1] as number,
    MerchandisingVisits: merch.Forms,
    AccountsMerchandised: merch.Stores,
    FacingsAddedTotal: merch.Facings,
    FacingsAddedAverage: merch.Stores > 0 ? round2(merch.Facings / merch.Stores) : 0,
    AverageSkus: merch.AvgSkus,
    Reorders: merch.Reorders,
    SecondaryPlacements: merch.SecondaryPlacements,
    Orders: sales.OrdersSubmitted,
    AccountsOrdered: sales.UniqueAccountOrders,
    Sales: sales.TotalAmount,
    Cases: sales.TotalCases,
  };
};

/** GET /scorecard/week and /scorecard/month: one row per week or month of the period. */
export const scorecardQuery = (
  db: Db,
  filters: ScorecardFilters,
  kind: ScorecardPeriodKind,
): ScorecardRowPayload[] =>
  scorecardPeriods(filters.accounts.startDay, filters.accounts.endDay, kind).map((p) =>
    scorecardRow(db, filters, kind, p.start, p.end),
  );

/**
 * The Weekly or Monthly Summary Report: the table the page shows, as a sheet (one row per
 * block row of SCORECARD_BLOCKS, one column per week or month).
 */
export const scorecardSheet = (
  rows: readonly ScorecardRowPayload[],
  kind: ScorecardPeriodKind,
): XlsxSheet => {
  const periods = rows.map((row) => ScorecardPeriod.parse(row));
  return {
    name: kind === 'week' ? 'Weekly Summary' : 'Monthly Summary',
    columns: [
      { header: 'Block', width: 18 },
      { header: 'Metric', width: 24 },
      ...periods.map((p) => ({
        header: kind === 'week' ? `Week of ${p.start}` : p.start.slice(0, 7),
        width: 16,
        format: 'decimal' as const,
      })),
    ],
    rows: SCORECARD_BLOCKS.flatMap((block) =>
      block.rows.map((spec) => [block.title, spec.label, ...periods.map((p) => p[spec.key])]),
    ),
  };
};

const repName = (db: Db, repIdx: number) => db.reps[repIdx]?.name ?? '';

/** /merchandising/reports/all-visits: one row per merchandising form of the filter. */
export const merchandisingVisitsSheet = (db: Db, f: ResolvedFilter, params: RequestParams): XlsxSheet => {
  const rows = formsByAccount(db, merchFilter(db, f, params)).flatMap(({ accountIdx, forms }) => {
    const a = db.accounts[accountIdx] as Account;
    return forms.map((form: MerchForm) => [
      form.date,
      a.id,
      a.name,
      a.address,
      a.chain,
      repName(db, form.repIdx),
      form.skusCount,
      form.facingsTotal,
      form.facingsAdded,
      form.primaryPlacement,
      form.shelfPlacement,
      form.secondaryPlacements.join(', '),
      form.posPlacement,
      form.tags,
      form.promo,
      form.reorder ? 'Yes' : 'No',
      form.primaryPhotoUrl,
      form.secondaryPhotoUrl,
    ]);
  });
  return {
    name: 'Merchandising Report',
    columns: [
      { header: 'Date', width: 12, format: 'date' },
      { header: 'Account ID', width: 12 },
      { header: 'Account', width: 34 },
      { header: 'Address', width: 48 },
      { header: 'Chain', width: 26 },
      { header: 'Representative', width: 20 },
      { header: 'SKUs', width: 8, format: 'integer' },
      { header: 'Facings', width: 9, format: 'integer' },
      { header: 'Facings Added', width: 9, format: 'integer' },
      { header: 'Primary Placement', width: 20 },
      { header: 'Shelf Placement', width: 18 },
      { header: 'Secondary Placements', width: 26 },
      { header: 'POS Placement', width: 18 },
      { header: 'Tags', width: 14 },
      { header: 'Promo', width: 14 },
      { header: 'Reorder', width: 9 },
      { header: 'Primary Photo', width: 40 },
      { header: 'Secondary Photo', width: 40 },
    ],
    rows,
  };
};

/** /merchandising/reports/voids-report: one row per void recorded on the filter's forms. */
export const voidsSheet = (db: Db, f: ResolvedFilter, params: RequestParams): XlsxSheet => {
  const rows = formsByAccount(db, merchFilter(db, f, params)).flatMap(({ accountIdx, forms }) => {
    const a = db.accounts[accountIdx] as Account;
    return forms.flatMap((form) =>
      form.voids.map((v) => [
        form.date,
        a.id,
        a.name,
        a.address,
        repName(db, form.repIdx),
        db.skus[v.skuIdx]?.name ?? '',
        v.status,
      ]),
    );
  });
  return {
    name: 'Voids Report',
    columns: [
      { header: 'Date', width: 12, format: 'date' },
      { header: 'Account ID', width: 12 },
      { header: 'Account', width: 34 },
      { header: 'Address', width: 48 },
      { header: 'Representative', width: 20 },
      { header: 'SKU', width: 36 },
      { header: 'Void Status', width: 18 },
    ],
    rows,
  };
};

/**
 * Chain Reports: the chosen scorecard file filled in for the filter, one row per chain of
 * the filter's accounts (the chains a chain scorecard is about), largest first.
 */
export const chainScorecardSheet = (db: Db, filters: ScorecardFilters, scorecardName: string): XlsxSheet => {
  const f = filters.accounts;
  const b = f.brand.idx;
  const active = db.indexes.activeStatusIdxs;
  const byChain = new Map<string, number[]>();
  for (const idx of f.accountIdxs) {
    const chain = (db.accounts[idx] as Account).chain;
    const list = byChain.get(chain) ?? [];
    list.push(idx);
    byChain.set(chain, list);
  }
  const rows = [...byChain.entries()]
    .sort((x, y) => y[1].length - x[1].length || x[0].localeCompare(y[0]))
    .map(([chain, accountIdxs]) => {
      const fa = { ...f, accountIdxs };
      const general = accountsDataQuery(db, fa).General;
      const merch = merchandisingDataQuery(db, merchFilter(db, fa, filters.params)).Summary;
      const sales = salesDataQuery(db, { ...filters.sales, accountIdxs }).Summary;
      const authorised = accountIdxs.filter((idx) => {
        const current = statusAt((db.accounts[idx] as Account).statusHistory[b] ?? [], f.endDay);
        return current !== null && current !== undefined && active.has(current.statusIdx);
      }).length;
      return [
        chain,
        accountIdxs.length,
        authorised,
        general.FormsSubmitted,
        merch.Forms,
        merch.FacingsTotal,
        merch.SecondaryPlacements,
        sales.OrdersSubmitted,
        sales.TotalCases,
        sales.TotalAmount,
      ];
    });
  return {
    name: scorecardName.replace(/\.xlsx$/i, ''),
    columns: [
      { header: 'Chain', width: 28 },
      { header: 'Accounts', width: 10, format: 'integer' },
      { header: 'Authorized', width: 11, format: 'integer' },
      { header: 'Visits', width: 9, format: 'integer' },
      { header: 'Merchandising Visits', width: 12, format: 'integer' },
      { header: 'Facings on Shelf', width: 12, format: 'integer' },
      { header: 'Secondary Placements', width: 12, format: 'integer' },
      { header: 'Orders', width: 9, format: 'integer' },
      { header: 'Cases', width: 10, format: 'integer' },
      { header: 'Sales ($)', width: 14, format: 'money' },
    ],
    rows,
  };
};

/** Chain Reports, Promos: per chain, the promo each merchandised account showed last. */
export const chainPromosSheet = (db: Db, filters: ScorecardFilters): XlsxSheet => {
  const counts = new Map<string, { chain: string; promo: string; accounts: number }>();
  for (const { accountIdx, forms } of formsByAccount(db, merchFilter(db, filters.accounts, filters.params))) {
    const chain = (db.accounts[accountIdx] as Account).chain;
    const promo = (forms[forms.length - 1] as MerchForm).promo;
    const id = `${chain}\u0000${promo}`;
    const entry = counts.get(id) ?? { chain, promo, accounts: 0 };
    entry.accounts++;
    counts.set(id, entry);
  }
  const rows = [...counts.values()]
    .sort((x, y) => x.chain.localeCompare(y.chain) || y.accounts - x.accounts)
    .map((e) => [e.chain, e.promo, e.accounts]);
  return {
    name: 'Promos',
    columns: [
      { header: 'Chain', width: 28 },
      { header: 'Promo', width: 22 },
      { header: 'Accounts', width: 10, format: 'integer' },
    ],
    rows,
  };
};

/**
 * Account images of one ISO week, per date: each merchandised account's primary and
 * secondary placement photo links (the Account Images PDF).
 */
export const accountImagesByDate = (
  db: Db,
  f: ResolvedFilter,
  params: RequestParams,
): {
  date: string;
  accounts: { name: string; address: string; primary: string; secondary: string | null }[];
}[] => {
  const byDate = new Map<
    string,
    { name: string; address: string; primary: string; secondary: string | null }[]
  >();
  for (const { accountIdx, forms } of formsByAccount(db, merchFilter(db, f, params))) {
    const a = db.accounts[accountIdx] as Account;
    for (const form of forms) {
      const list = byDate.get(form.date) ?? [];
      list.push({
        name: a.name,
        address: a.address,
        primary: form.primaryPhotoUrl,
        secondary: form.secondaryPhotoUrl,
      });
      byDate.set(form.date, list);
    }
  }
  return [...byDate.entries()]
    .sort((x, y) => x[0].localeCompare(y[0]))
    .map(([date, accounts]) => ({ date, accounts: accounts.sort((x, y) => x.name.localeCompare(y.name)) }));
};
