import { MARKET_METRICS, METRIC_GROUP_LABELS, METRIC_LABELS, type AutoReport } from '@/api/contract/users';
import { joinList } from '@/lib/request-list';
import { startOfIsoWeek, startOfMonth, type DayNumber } from '../dates';
import type { Account, Brand } from '../entities';
import type { Db } from '../generate';
import { INDEPENDENT } from '../reference-data';
import { resolveFilter } from './filter';
import { merchandisingDataQuery, formsByAccount } from './merchandising';
import { merchFilter, scorecardRow, within, type ScorecardFilters } from './reports';
import { salesTotalsQuery } from './sales';

/**
 * The scheduled e-mail report (Admin > Email Schedule), computed from the same queries as
 * the Weekly and Monthly Summary, so its numbers agree with the Reports, Accounts,
 * Merchandising and Sales pages for the same filter and period.
 */

export interface ReportPeriod {
  start: DayNumber;
  end: DayNumber;
  label: string;
}

/**
 * The report's columns (the rule docs/api.md gives under /users/autoreports/test): the
 * latest complete period before the send day and NumberOfPeriods earlier ones, oldest
 * first. A period is an ISO week for weekly schedules, a calendar month for monthly ones,
 * and AmountOfDays days for daily ones; periods before the brand's first day are left out.
 */
export function reportPeriods(
  db: Db,
  report: Pick<AutoReport, 'repeatPeriod' | 'amountOfDays' | 'numberOfPeriods'>,
  brand: Brand,
  sendDay: DayNumber = db.todayDay,
): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  let end = sendDay - 1;
  for (let i = 0; i <= report.numberOfPeriods; i++) {
    let start: DayNumber;
    if (report.repeatPeriod === 'week') {
      end = startOfIsoWeek(end + 1) - 1;
      start = end - 6;
    } else if (report.repeatPeriod === 'month') {
      end = startOfMonth(end + 1) - 1;
      start = startOfMonth(end);
    } else start = end - Math.max(1, report.amountOfDays) + 1;
    if (end < brand.earliestDay) break;
    const from = Math.max(start, brand.earliestDay);
    periods.unshift({
      start: from,
      end,
      label:
        report.repeatPeriod === 'month'
          ? db.iso(from).slice(0, 7)
          : `${db.iso(from).slice(5)} - ${db.iso(end).slice(5)}`,
    });
    end = start - 1;
  }
  return periods;
}

/** The scope's filter: the entire marketplace, or the schedule's account lists. */
export function scopeFilters(
  db: Db,
  brand: Brand,
  periods: readonly ReportPeriod[],
  report: AutoReport | null,
): ScorecardFilters {
  const params = {
    brand: brand.name,
    dateStart: db.iso(periods[0]?.start ?? db.todayDay),
    dateEnd: db.iso(periods.at(-1)?.end ?? db.todayDay),
    ...(report
      ? {
          chains: joinList(report.chains),
          banners: joinList(report.banners),
          channels: joinList(report.channels),
          regions: joinList(report.regions),
          counties: joinList(report.counties),
          territories: joinList(report.areas),
          representatives: joinList(report.accountReps),
        }
      : {}),
  };
  return {
    accounts: resolveFilter(db, params, { distributorsOn: 'accounts' }),
    sales: resolveFilter(db, params, { distributorsOn: 'orders' }),
    params: {},
  };
}

export interface ReportTable {
  title: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const decimal = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const money = (n: number) => `$${whole(n)}`;

type MetricKey = `${keyof typeof MARKET_METRICS}.${string}`;

/** One period's numbers for every metric the schedule can ask for. */
function periodValues(db: Db, filters: ScorecardFilters, p: ReportPeriod) {
  const row = scorecardRow(db, filters, 'week', p.start, p.end);
  const fa = within(filters.accounts, p.start, p.end);
  const merchOf = (chain: boolean) =>
    merchandisingDataQuery(
      db,
      merchFilter(
        db,
        {
          ...fa,
          accountIdxs: fa.accountIdxs.filter(
            (idx) => ((db.accounts[idx] as Account).chain === INDEPENDENT) !== chain,
          ),
          accountFiltered: true,
        },
        filters.params,
      ),
    ).Summary;
  const chain = merchOf(true);
  const uds = merchOf(false);
  const all = merchandisingDataQuery(db, merchFilter(db, fa, filters.params)).Summary;
  const totals = salesTotalsQuery(db, within(filters.sales, p.start, p.end));
  const bySku = new Map<string, number>();
  const byDistributor = new Map<string, number>();
  for (const interval of totals.SalesIntervals) {
    for (const s of interval.BySku) bySku.set(s.Name, (bySku.get(s.Name) ?? 0) + s.Cases);
    for (const d of interval.ByDistributor)
      byDistributor.set(d.Name, (byDistributor.get(d.Name) ?? 0) + d.Cases);
  }
  const topSku = [...bySku.entries()].sort((a, b) => b[1] - a[1]).find(([, cases]) => cases > 0);
  const values: Record<MetricKey, string> = {
    'accounts.visits': whole(row.Visits),
    'accounts.visited': whole(row.AccountsVisited),
    'accounts.hotLeads': whole(row.HotLeadsNew),
    'accounts.opened': whole(row.NewAccountsUdsNew + row.NewAccountsChainNew),
    'accounts.discontinued': whole(row.DiscontinuedLeadsNew),
    'accounts.fieldHours': decimal(row.HoursWorked),
    'accounts.fieldMileage': whole(row.MileageDriven),
    'merchandising.visits': whole(row.MerchandisingVisits),
    'merchandising.accounts': whole(row.AccountsMerchandised),
    'merchandising.newFacingsChain': whole(chain.Facings),
    'merchandising.newFacingsUds': whole(uds.Facings),
    'merchandising.newFacingsTotal': whole(row.FacingsAddedTotal),
    'merchandising.newSecondaryPlacementsChain': whole(chain.SecondaryPlacements),
    'merchandising.newSecondaryPlacementsUds': whole(uds.SecondaryPlacements),
    'merchandising.newSecondaryPlacementsTotal': whole(row.SecondaryPlacements),
    'merchandising.averageReorderRate': `${decimal(all.ReordersPercentage)}%`,
    'sales.distributorCaseSales': whole(totals.Totals.Cases),
    'sales.totalVolume': whole(row.Cases),
    'sales.totalDollars': money(row.Sales),
    'sales.topSku': topSku ? `${topSku[0]} (${whole(topSku[1])} cases)` : '-',
  };
  return { values, byDistributor };
}

/**
 * The chosen metrics as one table per metric group (a row per metric, a column per period).
 * Distributor case sales adds a row per distributor under its total.
 */
export function metricTables(
  db: Db,
  filters: ScorecardFilters,
  periods: readonly ReportPeriod[],
  metrics: readonly string[],
): ReportTable[] {
  const chosen = new Set(metrics);
  const columns = periods.map((p) => p.label);
  const computed = periods.map((p) => periodValues(db, filters, p));
  const tables: ReportTable[] = [];
  for (const group of Object.keys(MARKET_METRICS) as (keyof typeof MARKET_METRICS)[]) {
    const rows: ReportTable['rows'] = [];
    for (const key of MARKET_METRICS[group]) {
      const id: MetricKey = `${group}.${key}`;
      if (!chosen.has(id)) continue;
      rows.push({ label: METRIC_LABELS[id] ?? key, values: computed.map((c) => c.values[id] ?? '') });
      if (id === 'sales.distributorCaseSales') {
        const names = [...new Set(computed.flatMap((c) => [...c.byDistributor.keys()]))].sort();
        for (const name of names)
          rows.push({
            label: `  ${name}`,
            values: computed.map((c) => whole(c.byDistributor.get(name) ?? 0)),
          });
      }
    }
    if (rows.length > 0) tables.push({ title: METRIC_GROUP_LABELS[group], columns, rows });
  }
  return tables;
}

export interface ReportPhoto {
  kind: 'before' | 'primary' | 'secondary';
  url: string;
  caption: string;
}

export interface PhotoChoice {
  before: boolean;
  primary: boolean;
  secondary: boolean;
  secondaryTypes: readonly string[];
}

/**
 * The chosen photos of the latest period's merchandising visits, newest first, at most
 * `limit` of each kind: before merchandising (the cooler as found), the primary placement
 * and the secondary placement (of the chosen types; none chosen means any).
 */
export function reportPhotos(
  db: Db,
  filters: ScorecardFilters,
  period: ReportPeriod | undefined,
  choice: PhotoChoice,
  limit = 3,
): ReportPhoto[] {
  if (!period || !(choice.before || choice.primary || choice.secondary)) return [];
  const m = merchFilter(db, within(filters.accounts, period.start, period.end), filters.params);
  const visits = formsByAccount(db, m)
    .flatMap(({ accountIdx, forms }) =>
      forms.map((form) => ({ account: db.accounts[accountIdx] as Account, form })),
    )
    .sort((a, b) => b.form.date.localeCompare(a.form.date) || a.account.name.localeCompare(b.account.name));
  const types = new Set(choice.secondaryTypes);
  const pick = (
    kind: ReportPhoto['kind'],
    wanted: boolean,
    urlOf: (v: (typeof visits)[number]) => string | null,
  ) =>
    wanted
      ? visits
          .map((v) => ({ v, url: urlOf(v) }))
          .filter((x): x is { v: (typeof visits)[number]; url: string } => x.url !== null)
          .slice(0, limit)
          .map(({ v, url }) => ({ kind, url, caption: `${v.account.name}, ${v.form.date}` }))
      : [];
  return [
    ...pick('before', choice.before, (v) => v.account.photos.cooler),
    ...pick('primary', choice.primary, (v) => v.form.primaryPhotoUrl),
    ...pick('secondary', choice.secondary, (v) =>
      v.form.secondaryPhotoUrl && (types.size === 0 || v.form.secondaryPlacements.some((t) => types.has(t)))
        ? v.form.secondaryPhotoUrl
        : null,
    ),
  ];
}
