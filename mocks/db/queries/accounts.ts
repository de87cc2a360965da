import type { accountsData, accountsMap, accountsMapAccount } from '@/api/contract/accounts';
import type { ServerPayload } from '@/api/contract/endpoint';
import { isoWeekday, lowerBound, type DayNumber } from '../dates';
import type { Account, StatusChange } from '../entities';
import type { Db } from '../generate';
import type { AccountBrandIndex } from '../indexes';
import { STATUS } from '../reference-data';
import { dayRange, percentOf, statusAt, type ResolvedFilter } from './filter';

type AccountsPayload = ServerPayload<typeof accountsData>;
type MapPayload = ServerPayload<typeof accountsMap>;
type MapAccountPayload = ServerPayload<typeof accountsMapAccount>;
type DistributionPayload = AccountsPayload['AllChannelSums'][number];

const entry = (db: Db, f: ResolvedFilter, accountIdx: number) =>
  db.indexes.byAccountBrand[f.brand.idx]?.[accountIdx] as AccountBrandIndex;

/** Visits of the brand at the account within the period (by representativesMetric when set). */
export const visitsInPeriod = (
  db: Db,
  f: ResolvedFilter,
  ab: AccountBrandIndex,
): { count: number; lastDay: number } => {
  const [lo, hi] = dayRange(ab.visitDays, f.startDay, f.endDay);
  if (!f.repMetric) return { count: hi - lo, lastDay: hi > lo ? (ab.visitDays[hi - 1] as number) : -1 };
  let count = 0;
  let lastDay = -1;
  const visitRep = db.visitTable.repIdx;
  for (let k = lo; k < hi; k++) {
    if (f.repMetric.has(visitRep[ab.visitIdxs[k] as number] as number)) {
      count++;
      lastDay = ab.visitDays[k] as number;
    }
  }
  return { count, lastDay };
};

/** Every Sunday in [start, end) plus the end day: the Account Status chart's points. */
export const statusPointDays = (startDay: DayNumber, endDay: DayNumber): DayNumber[] => {
  const days: DayNumber[] = [];
  if (startDay > endDay) return days;
  for (let d = startDay + ((6 - isoWeekday(startDay) + 7) % 7); d < endDay; d += 7) days.push(d);
  days.push(endDay);
  return days;
};

const distribution = (counts: Map<string, number>): DistributionPayload[] => {
  let total = 0;
  for (const n of counts.values()) total += n;
  return [...counts.entries()]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([Name, Amount]) => ({ Name, Amount, Percentage: percentOf(Amount, total) }));
};

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Hours and miles of the reps in scope over the period (prefix sums per rep). */
export const hoursAndMiles = (db: Db, reps: Iterable<number>, startDay: DayNumber, endDay: DayNumber) => {
  let hours = 0;
  let miles = 0;
  for (const r of reps) {
    const rd = db.indexes.repDays[r];
    if (!rd) continue;
    const [lo, hi] = dayRange(rd.days, startDay, endDay);
    hours += (rd.cumHours[hi] as number) - (rd.cumHours[lo] as number);
    miles += (rd.cumMiles[hi] as number) - (rd.cumMiles[lo] as number);
  }
  return { hours: Math.round(hours * 100) / 100, miles: Math.round(miles * 10) / 10 };
};

/** GET /accounts: summary cards, status points, channel and distributor pies. */
export const accountsDataQuery = (db: Db, f: ResolvedFilter): AccountsPayload => {
  const b = f.brand.idx;
  const active = db.indexes.activeStatusIdxs;
  const pointDays = statusPointDays(f.startDay, f.endDay);
  const statusCount = db.statuses.length;
  const pointCount = pointDays.length;
  const pointDiff = new Int32Array(statusCount * (pointCount + 1));
  const allChannels = new Map<string, number>();
  const authorisedChannels = new Map<string, number>();
  const newByDistributor = new Map<string, number>();
  const repsInScope = new Set<number>();
  let stores = 0;
  let forms = 0;
  let authorised = 0;

  for (const idx of f.accountIdxs) {
    const account = db.accounts[idx] as Account;
    const ab = entry(db, f, idx);
    repsInScope.add(account.repIdx);
    const visits = visitsInPeriod(db, f, ab);
    forms += visits.count;
    if (visits.count > 0) stores++;

    const history = account.statusHistory[b] as StatusChange[];
    // Each status holds from its change until the next one: mark that span of points in a
    // difference array (prefix-summed below) instead of visiting every point.
    for (let i = 0; i < history.length; i++) {
      const change = history[i] as StatusChange;
      const from = lowerBound(pointDays, change.day);
      if (from >= pointCount) break;
      const next = history[i + 1];
      const to = next ? lowerBound(pointDays, next.day) : pointCount;
      const row = change.statusIdx * (pointCount + 1);
      pointDiff[row + from] = (pointDiff[row + from] as number) + 1;
      pointDiff[row + to] = (pointDiff[row + to] as number) - 1;
    }
    const current = statusAt(history, f.endDay);
    if (current) {
      bump(allChannels, account.channel);
      if (active.has(current.statusIdx)) {
        authorised++;
        bump(authorisedChannels, account.channel);
      }
    }
    if (
      ab.authorisedDay >= f.startDay &&
      ab.authorisedDay <= f.endDay &&
      (!f.repMetric || f.repMetric.has(ab.authorisedRepIdx))
    ) {
      bump(newByDistributor, db.distributors[account.distributorByBrand[b] as number]?.name ?? 'Unknown');
    }
  }

  const pointCounts = new Int32Array(pointCount * statusCount);
  for (let st = 0; st < statusCount; st++) {
    let running = 0;
    for (let p = 0; p < pointCount; p++) {
      running += pointDiff[st * (pointCount + 1) + p] as number;
      pointCounts[p * statusCount + st] = running;
    }
  }
  const statusesBySort = [...db.statuses].sort((x, y) => x.sortOrder - y.sortOrder);
  const Statuses = pointDays.map((day, p) => {
    let total = 0;
    for (let st = 0; st < statusCount; st++) total += pointCounts[p * statusCount + st] as number;
    return {
      Date: db.iso(day),
      Statuses: statusesBySort.map((status) => {
        const amount = pointCounts[p * statusCount + status.idx] as number;
        return { Name: status.name, Amount: amount, Percentage: percentOf(amount, total) };
      }),
    };
  });
  const existing = [...allChannels.values()].reduce((sum, n) => sum + n, 0);
  const { hours, miles } = hoursAndMiles(db, f.repMetric ?? repsInScope, f.startDay, f.endDay);

  return {
    General: {
      StoresVisited: stores,
      FormsSubmitted: forms,
      TotalAccounts: authorised,
      TotalAccountsPercentage: percentOf(authorised, existing),
      HoursWorked: hours,
      MileageDriven: miles,
    },
    Statuses,
    AllChannelSums: distribution(allChannels),
    AuthorisedChannelSums: distribution(authorisedChannels),
    DistributorSums: distribution(newByDistributor),
  };
};

/**
 * One account's popup details (GET /accounts/map/account); shared with the map report, so
 * its rows hold exactly what the popups show.
 */
export const mapAccountOf = (db: Db, f: ResolvedFilter, idx: number): MapAccountPayload => {
  const account = db.accounts[idx] as Account;
  const ab = entry(db, f, idx);
  const status = statusAt(account.statusHistory[f.brand.idx], f.endDay);
  const visits = visitsInPeriod(db, f, ab);
  const next = db.indexes.nextScheduledDayByAccount[idx] as number;
  return {
    Id: account.id,
    Name: account.name,
    Address: account.address,
    Status: {
      Name: db.statuses[status?.statusIdx ?? STATUS.notVisited]?.name ?? '',
      Date: db.iso(status?.day ?? (account.addedDay[f.brand.idx] as number)),
    },
    Coordinates: { Latitude: account.lat, Longitude: account.lng },
    StorePictureUrl: account.photos.store,
    CoolerPictureUrl: account.photos.cooler,
    SecondCoolerPictureUrl: account.photos.secondCooler,
    SnacksPictureUrl: account.photos.snacks,
    LastDate: visits.lastDay >= 0 ? db.iso(visits.lastDay) : null,
    TotalVisits: visits.count,
    Representative: db.reps[account.repIdx]?.name ?? '',
    NextScheduledDate: next > 0 ? db.iso(next) : null,
    DiscontinuedDate: status?.statusIdx === STATUS.discontinued ? db.iso(status.day) : null,
  };
};

/**
 * GET /accounts/map: every account matching the filter, as columns of slim pins (id, name, address,
 * status on the end date, coordinates). Only the end-date status is looked up per account:
 * the visits, dates and photos are the popup's (mapAccountOf).
 */
export const accountsMapQuery = (db: Db, f: ResolvedFilter): MapPayload => {
  const b = f.brand.idx;
  const fallback = STATUS.notVisited;
  const accounts = db.accounts;
  const count = f.accountIdxs.length;
  const out: MapPayload = {
    Statuses: db.statuses.map((s) => s.name),
    Ids: new Array<number>(count),
    Names: new Array<string>(count),
    Addresses: new Array<string>(count),
    StatusIndexes: new Array<number>(count),
    Latitudes: new Array<number>(count),
    Longitudes: new Array<number>(count),
  };
  for (let i = 0; i < count; i++) {
    const account = accounts[f.accountIdxs[i] as number] as Account;
    const status = statusAt(account.statusHistory[b], f.endDay);
    out.Ids[i] = account.id;
    out.Names[i] = account.name;
    out.Addresses[i] = account.address;
    out.StatusIndexes[i] = status ? status.statusIdx : fallback;
    out.Latitudes[i] = account.lat;
    out.Longitudes[i] = account.lng;
  }
  return out;
};

/**
 * GET /accounts/map/account: one pin's popup details under the map's filter, or null when
 * the account is not one of the filter's pins (f.accountIdxs is in idx order).
 */
export const accountsMapAccountQuery = (db: Db, f: ResolvedFilter, id: number): MapAccountPayload | null => {
  const account = db.accountById.get(id);
  if (!account) return null;
  const at = lowerBound(f.accountIdxs, account.idx);
  return f.accountIdxs[at] === account.idx ? mapAccountOf(db, f, account.idx) : null;
};
