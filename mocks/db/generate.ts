import { COMPANY_GROUP_ACCOUNT_NAME } from '@/api/contract/sales';
import { dayFromLocalDate, isoFromDay, isoWeekday, parseIsoDay, type DayNumber } from './dates';
import type {
  Account,
  AccountStatus,
  Asm,
  Brand,
  Company,
  Distributor,
  Order,
  OrderTable,
  Rep,
  ScheduleEntry,
  ScheduleTable,
  Sku,
  StatusChange,
  Visit,
  VisitTable,
  WorkingDay,
  WorkingDayTable,
} from './entities';
import { generateMerchData, type MerchData } from './generate-merch';
import { IndexBuilder, type DbIndexes } from './indexes';
import { photoUrl } from './photos';
import { createRng, deriveSeed, type Rng } from './prng';
import { repCount, repNames, repTerritories } from './rep-team';
import {
  AGENCY_COMPANY,
  ASM_NAMES,
  BRANDS,
  CHAINS,
  CITIES,
  DISTRIBUTORS,
  FREQUENCIES,
  FREQUENCY_DAYS,
  INDEPENDENT,
  INDEPENDENT_NAME_PARTS,
  STATUS,
  STATUSES,
  type Channel,
} from './reference-data';
import {
  OrderColumns,
  SCHEDULE_MISSED,
  SCHEDULE_UPCOMING,
  ScheduleColumns,
  VisitColumns,
  orderObjects,
  scheduleObjects,
  visitObjects,
  workingDayObjects,
} from './tables';

export const DEFAULT_SEED = 20_240_607;
/** Accounts at scale 1 (docs/decisions.md, demo data set). */
export const BASE_ACCOUNT_COUNT = 2500;
/** Schedules run this many days past today (upcoming visits). */
export const SCHEDULE_DAYS_AHEAD = 28;

export interface GenerateOptions {
  seed?: number;
  scale?: number;
  /** 'YYYY-MM-DD', a Date (its local calendar date) or a day number. Default: today. */
  today?: string | Date | DayNumber;
}

export interface Db {
  seed: number;
  scale: number;
  todayDay: DayNumber;
  today: string;
  /** Earliest day of any brand: the first day with data. */
  startDay: DayNumber;
  brands: Brand[];
  skus: Sku[];
  distributors: Distributor[];
  statuses: AccountStatus[];
  asms: Asm[];
  reps: Rep[];
  companies: Company[];
  accounts: Account[];
  /** Visits, orders (with lines), schedule entries and working days as typed-array columns. */
  visitTable: VisitTable;
  orderTable: OrderTable;
  scheduleTable: ScheduleTable;
  workingDayTable: WorkingDayTable;
  /**
   * Object views of the tables, built on first access (tests, rare paths): a few hundred
   * thousand objects, so hot query loops read the tables instead.
   */
  readonly visits: readonly Visit[];
  readonly orders: readonly Order[];
  readonly schedules: readonly ScheduleEntry[];
  readonly workingDays: readonly WorkingDay[];
  /** Built on first use (only merchandising needs it): see generate-merch.ts. */
  readonly merch: MerchData;
  indexes: DbIndexes;
  /** 'YYYY-MM-DD' of a day number (cached for the data set's range). */
  iso: (day: DayNumber) => string;
  brandByName: Map<string, Brand>;
  accountById: Map<number, Account>;
  repByName: Map<string, Rep>;
}

const resolveToday = (today: GenerateOptions['today']): DayNumber => {
  if (typeof today === 'number') return today;
  if (typeof today === 'string') {
    const day = parseIsoDay(today);
    if (day === null) throw new Error(`generateDb: invalid today '${today}'`);
    return day;
  }
  return dayFromLocalDate(today ?? new Date());
};

/** Moves weekend days onto the nearest weekday: reps work Monday to Friday. */
const weekdayOf = (day: DayNumber): DayNumber => {
  const wd = isoWeekday(day);
  if (wd === 5) return day - 1;
  if (wd === 6) return day + 1;
  return day;
};

/** Which ASM leads the reps of each region. */
const ASM_BY_REGION: Record<string, number> = {
  'LA Gateway': 0,
  'LA Metro': 1,
  'South Bay': 1,
  'San Gabriel Valley': 2,
  Ventura: 2,
  'Orange County': 3,
  'Inland Empire': 4,
};

/** Regional distributors get more of the accounts in their region. */
const DISTRIBUTOR_PREFERENCE: Record<string, readonly number[]> = {
  'LA Gateway': [0, 2],
  'LA Metro': [1, 5],
  'South Bay': [5, 0],
  'San Gabriel Valley': [2, 4],
  Ventura: [1, 4],
  'Orange County': [0, 5],
  'Inland Empire': [3, 4],
};

/** Status after the first visit (and its weight). */
const FIRST_VISIT_STATUSES = [STATUS.cold, STATUS.warm, STATUS.hot, STATUS.noInterest, STATUS.authorized];
const FIRST_VISIT_WEIGHTS = [30, 24, 16, 12, 18];

/** Per visit, how likely a brand's status moves (faster for newer brands, so each has a story). */
const transition = (rng: Rng, status: number, speed: number): number => {
  switch (status) {
    case STATUS.notVisited:
      return FIRST_VISIT_STATUSES[rng.weighted(FIRST_VISIT_WEIGHTS)] as number;
    case STATUS.cold:
      if (rng.chance(0.05 * speed)) return STATUS.warm;
      if (rng.chance(0.015)) return STATUS.noInterest;
      return status;
    case STATUS.warm:
      if (rng.chance(0.07 * speed)) return STATUS.hot;
      if (rng.chance(0.02)) return STATUS.cold;
      return status;
    case STATUS.hot:
      if (rng.chance(0.12 * speed)) return STATUS.authorized;
      if (rng.chance(0.02)) return STATUS.warm;
      return status;
    case STATUS.noInterest:
      return rng.chance(0.012 * speed) ? STATUS.cold : status;
    case STATUS.authorized:
    case STATUS.reorder:
      return rng.chance(0.006) ? STATUS.discontinued : status;
    case STATUS.discontinued:
      return rng.chance(0.02 * speed) ? STATUS.hot : status;
    default:
      return status;
  }
};

const isActive = (status: number) => status === STATUS.authorized || status === STATUS.reorder;

/** A data set being generated: `run` works on it in slices, so a page can stay responsive. */
export interface DbBuild {
  /**
   * Generates until done, or until `performance.now()` passes `deadline` (checked every
   * few accounts); true once the data set is complete.
   */
  run: (deadline?: number) => boolean;
  /** The finished data set (runs to completion first if needed). */
  finish: () => Db;
  /** Share of the work done, 0 to 1. */
  progress: () => number;
}

/**
 * Starts building the whole demo data set from a seed. Same options, same data: every
 * random choice comes from seeded streams (one per part, consumed in account order), and
 * every date is an offset from `today`. Work goes account by account: the account, its
 * visits, orders, status history and schedule, then its index entries.
 */
export const startDbBuild = (options: GenerateOptions = {}): DbBuild => {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = options.scale && options.scale > 0 ? options.scale : 1;
  const todayDay = resolveToday(options.today);

  const brands: Brand[] = [];
  const skus: Sku[] = [];
  BRANDS.forEach((ref, brandIdx) => {
    const earliestDay = todayDay - ref.ageDays;
    const skuIdxs = ref.skus.map((s, pos) => {
      skus.push({
        idx: skus.length,
        brandIdx,
        brandSkuPos: pos,
        name: s.name,
        casePrice: s.casePrice,
        retailPrice: s.retailPrice,
      });
      return skus.length - 1;
    });
    brands.push({
      idx: brandIdx,
      name: ref.name,
      company: ref.company,
      earliestDay,
      earliestDate: isoFromDay(earliestDay),
      skuIdxs,
      distributorIdxs: [...ref.distributors],
    });
  });
  const startDay = Math.min(...brands.map((b) => b.earliestDay));
  const endDay = todayDay + SCHEDULE_DAYS_AHEAD + 7;
  const isoCache: string[] = [];
  for (let d = startDay - 7; d <= endDay; d++) isoCache.push(isoFromDay(d));
  const iso = (day: DayNumber): string => isoCache[day - startDay + 7] ?? isoFromDay(day);

  const distributors: Distributor[] = DISTRIBUTORS.map((name, idx) => ({ idx, name }));
  const statuses: AccountStatus[] = STATUSES.map((s, idx) => ({
    idx,
    name: s.name,
    color: s.color,
    sortOrder: s.sortOrder,
    active: s.active,
    disabled: false,
    disabledOnMap: false,
    image: photoUrl('marker', s.color.replace('#', '')),
  }));
  const asms: Asm[] = ASM_NAMES.map((name, idx) => ({ idx, name }));

  // Territories with the most accounts get more reps (rep-team.ts).
  const territoryWeight = new Map<string, { weight: number; region: string }>();
  for (const c of CITIES) {
    const t = territoryWeight.get(c.territory) ?? { weight: 0, region: c.region };
    t.weight += c.weight;
    territoryWeight.set(c.territory, t);
  }
  const territories = [...territoryWeight.entries()].sort((a, b) => b[1].weight - a[1].weight);
  const teamSize = repCount(scale);
  const teamTerritories = repTerritories(
    teamSize,
    territories.map(([, t]) => t.weight),
  );
  const reps: Rep[] = repNames(teamSize).map((name, idx) => {
    const [territory, info] = territories[teamTerritories[idx] as number] as [string, { region: string }];
    return { idx, id: 1001 + idx, name, asmIdx: ASM_BY_REGION[info.region] ?? 0, territories: [territory] };
  });
  const repsByTerritory = new Map<string, number[]>();
  for (const rep of reps) {
    for (const t of rep.territories) repsByTerritory.set(t, [...(repsByTerritory.get(t) ?? []), rep.idx]);
  }
  const repsByAsm = asms.map((a) => reps.filter((r) => r.asmIdx === a.idx).map((r) => r.idx));

  const companies: Company[] = [
    ...brands.map((b) => ({ name: b.company, brands: [b.name] })),
    { name: AGENCY_COMPANY, brands: brands.map((b) => b.name) },
  ];

  const count = Math.max(50, Math.round(BASE_ACCOUNT_COUNT * scale));
  const indexes = new IndexBuilder(brands, skus, distributors.length, count, todayDay);
  // The generators' state: dropped once the data set is complete (its column builders
  // hold spare capacity).
  let work: { makeAccount: (idx: number) => Account; activity: ActivityMaker; indexes: IndexBuilder } | null =
    {
      makeAccount: accountMaker(createRng(deriveSeed(seed, 'accounts')), {
        brands,
        todayDay,
        repsByTerritory,
      }),
      activity: new ActivityMaker(createRng(deriveSeed(seed, 'activity')), indexes, {
        count,
        brands,
        skus,
        reps,
        repsByAsm,
        startDay,
        todayDay,
        iso,
      }),
      indexes,
    };
  const accounts: Account[] = [];
  let db: Db | null = null;

  const complete = (activity: ActivityMaker, index: IndexBuilder): Db => {
    const visitTable = activity.visits.finish();
    const orderTable = activity.orders.finish();
    const scheduleTable = activity.schedules.finish();
    const workingDayTable = activity.workingDays(createRng(deriveSeed(seed, 'hours')));
    const built = {
      seed,
      scale,
      todayDay,
      today: iso(todayDay),
      startDay,
      brands,
      skus,
      distributors,
      statuses,
      asms,
      reps,
      companies,
      accounts,
      visitTable,
      orderTable,
      scheduleTable,
      workingDayTable,
      indexes: index.finish({ brands, reps, visitTable, orderTable, scheduleTable, workingDayTable }),
      iso,
      brandByName: new Map(brands.map((b) => [b.name, b])),
      accountById: new Map(accounts.map((a) => [a.id, a])),
      repByName: new Map(reps.map((r) => [r.name, r])),
    } as Db;
    // Object views and merchandising are built on first access (only some callers need them).
    defineLazy(built, 'visits', () => visitObjects(visitTable, iso));
    defineLazy(built, 'orders', () => orderObjects(orderTable, iso));
    defineLazy(built, 'schedules', () => scheduleObjects(scheduleTable, iso));
    defineLazy(built, 'workingDays', () => workingDayObjects(workingDayTable, iso));
    defineLazy(built, 'merch', () => generateMerchData(built));
    return built;
  };

  const run = (deadline = Infinity): boolean => {
    if (!work) return true;
    const { makeAccount, activity, indexes: index } = work;
    while (accounts.length < count) {
      const account = makeAccount(accounts.length);
      accounts.push(account);
      index.beginAccount();
      activity.add(account);
      index.endAccount(account, activity.visits, activity.orders, activity.schedules);
      if (accounts.length % 32 === 0 && performance.now() >= deadline) return false;
    }
    db = complete(activity, index);
    work = null;
    return true;
  };
  return {
    run,
    finish: () => {
      run();
      return db as Db;
    },
    progress: () => (db ? 1 : (accounts.length / count) * 0.99),
  };
};

/** The whole demo data set at once (see startDbBuild). */
export const generateDb = (options: GenerateOptions = {}): Db => startDbBuild(options).finish();

/** A read-only property computed on first read and kept (not enumerable: not data). */
const defineLazy = <K extends keyof Db>(db: Db, key: K, build: () => Db[K]): void => {
  let value: Db[K] | undefined;
  Object.defineProperty(db, key, {
    enumerable: false,
    configurable: true,
    get: () => (value ??= build()),
  });
};

const NO_HISTORY: StatusChange[] = [];

interface AccountsInput {
  brands: Brand[];
  todayDay: DayNumber;
  repsByTerritory: Map<string, number[]>;
}

/** Makes accounts one at a time, in idx order (names and store numbers depend on earlier ones). */
const accountMaker = (rng: Rng, { brands, todayDay, repsByTerritory }: AccountsInput) => {
  const cityWeights = CITIES.map((c) => c.weight);
  const chainWeights = CHAINS.map((c) => c.weight);
  const storeNumbers = new Map<string, number>();
  const usedNames = new Set<string>([COMPANY_GROUP_ACCOUNT_NAME]);
  // Weights of a brand's distributors for an account: per brand, region, then [other, Club/Mass].
  const weightsCache = brands.map(() => new Map<string, number[][]>());
  const distributorWeights = (brand: Brand, region: string, big: boolean): number[] => {
    const byRegion = weightsCache[brand.idx] as Map<string, number[][]>;
    let pair = byRegion.get(region);
    if (!pair) {
      const preferred = DISTRIBUTOR_PREFERENCE[region] ?? [];
      pair = [false, true].map((clubOrMass) =>
        brand.distributorIdxs.map((d) => (d === 6 ? (clubOrMass ? 6 : 0.4) : preferred.includes(d) ? 4 : 1)),
      );
      byRegion.set(region, pair);
    }
    return pair[big ? 1 : 0] as number[];
  };

  return (idx: number): Account => {
    const isCompanyGroup = idx === 0;
    const city = isCompanyGroup
      ? (CITIES[0] as (typeof CITIES)[number])
      : (CITIES[rng.weighted(cityWeights)] as (typeof CITIES)[number]);
    const chainRef = CHAINS[rng.weighted(chainWeights)] as (typeof CHAINS)[number];
    const channel: Channel = isCompanyGroup ? 'Club' : chainRef.channel;
    const chain = isCompanyGroup ? COMPANY_GROUP_ACCOUNT_NAME : chainRef.chain;
    const banner = isCompanyGroup ? COMPANY_GROUP_ACCOUNT_NAME : rng.pick(chainRef.banners);
    let name: string;
    if (isCompanyGroup) {
      name = COMPANY_GROUP_ACCOUNT_NAME;
    } else if (chain === INDEPENDENT) {
      const parts = INDEPENDENT_NAME_PARTS[channel];
      name = `${rng.pick(parts.first)} ${rng.pick(parts.last)}`;
      // Independent names repeat across cities; a suffix keeps them distinguishable.
      if (usedNames.has(name)) name = [name, ' (', city.name, ')'].join('');
      if (usedNames.has(name)) name = [name, ' ', idx].join('');
      // Only independents can collide: chain names hold ' #' and rising store numbers.
      usedNames.add(name);
    } else {
      const next = (storeNumbers.get(banner) ?? rng.int(100, 400)) + rng.int(1, 37);
      storeNumbers.set(banner, next);
      name = [banner, ' #', next].join('');
    }

    const zipCode = rng.pick(city.zips);
    // Joined, not concatenated: kept strings stay flat (see photoUrl).
    const street = [rng.int(100, 19_999), ' ', rng.pick(city.streets)].join('');
    const repPool = repsByTerritory.get(city.territory) ?? [0];
    const frequency = isCompanyGroup
      ? 'Weekly'
      : (FREQUENCIES[
          rng.weighted(
            channel === 'Club' || channel === 'Mass' || channel === 'Grocery' ? [30, 45, 25] : [12, 43, 45],
          )
        ] as string);

    const addedDay: number[] = [];
    const distributorByBrand: number[] = [];
    const brandIdxs: number[] = [];
    for (const brand of brands) {
      const ref = BRANDS[brand.idx] as (typeof BRANDS)[number];
      const inUniverse = isCompanyGroup || rng.chance(ref.coverage);
      if (!inUniverse) {
        addedDay.push(-1);
        distributorByBrand.push(-1);
        continue;
      }
      brandIdxs.push(brand.idx);
      const span = todayDay - 10 - brand.earliestDay;
      addedDay.push(
        isCompanyGroup || rng.chance(0.6)
          ? brand.earliestDay
          : brand.earliestDay + Math.floor(rng.next() * rng.next() * span),
      );
      const weights = distributorWeights(brand, city.region, channel === 'Club' || channel === 'Mass');
      distributorByBrand.push(brand.distributorIdxs[rng.weighted(weights)] as number);
    }

    const id = 100_000 + idx * 7 + 3;
    return {
      idx,
      id,
      name,
      street,
      address: [street, ', ', city.name, ', CA ', zipCode].join(''),
      city: city.name,
      state: 'CA',
      zipCode,
      county: city.county,
      region: city.region,
      territory: city.territory,
      lat: Math.round((city.lat + rng.gauss() * 0.016) * 1e6) / 1e6,
      lng: Math.round((city.lng + rng.gauss() * 0.02) * 1e6) / 1e6,
      chain,
      banner,
      channel,
      frequency,
      source: isCompanyGroup || rng.chance(0.7) ? 'CRM' : 'Distributor',
      repIdx: rng.pick(repPool),
      brandIdxs,
      addedDay,
      distributorByBrand,
      // Brands outside the universe share one empty history (ActivityMaker fills the others).
      statusHistory: brands.map(() => NO_HISTORY),
      closedDay: !isCompanyGroup && rng.chance(0.02) ? todayDay - rng.int(7, 500) : null,
      isCompanyGroup,
      photos: {
        store: photoUrl('store', id),
        cooler: photoUrl('cooler', id),
        secondCooler: photoUrl('second-cooler', id),
        snacks: photoUrl('snacks', id),
      },
    };
  };
};

interface ActivityInput {
  /** Accounts to come (sizes the columns). */
  count: number;
  brands: Brand[];
  skus: Sku[];
  reps: Rep[];
  repsByAsm: number[][];
  startDay: DayNumber;
  todayDay: DayNumber;
  iso: (day: DayNumber) => string;
}

const BRAND_SPEED = [1, 1.5, 2.6];

/**
 * Visits, orders, status histories and schedule entries, account by account. Rows go
 * straight into typed-array columns (tables.ts); the only objects made here are the
 * status changes. The order of random draws is part of the data: keep it when editing.
 */
class ActivityMaker {
  readonly visits: VisitColumns;
  readonly orders: OrderColumns;
  readonly schedules: ScheduleColumns;
  // Per brand of the current account: status and whether it has ordered.
  private readonly statusOf: Int32Array;
  private readonly orderedOf: Uint8Array;
  private readonly sample: Int32Array;
  // Visit minutes and counts per rep and day (index rep * days + day - startDay): working days.
  private readonly days: number;
  private readonly minutes: Int32Array;
  private readonly counts: Int32Array;

  constructor(
    private readonly rng: Rng,
    private readonly index: IndexBuilder,
    private readonly input: ActivityInput,
  ) {
    const { count, brands, reps, startDay, todayDay } = input;
    // About 46 visits, 12 orders of 2.5 lines and 5 schedule entries per account.
    this.visits = new VisitColumns(count * 48);
    this.orders = new OrderColumns(count * 12, count * 30);
    this.schedules = new ScheduleColumns(count * 6);
    this.statusOf = new Int32Array(brands.length);
    this.orderedOf = new Uint8Array(brands.length);
    this.sample = new Int32Array(Math.max(...brands.map((b) => b.skuIdxs.length)));
    this.days = todayDay - startDay + 1;
    this.minutes = new Int32Array(reps.length * this.days);
    this.counts = new Int32Array(reps.length * this.days);
  }

  add(account: Account): void {
    const { rng, statusOf, orderedOf, visits, schedules } = this;
    const { reps, repsByAsm, startDay, todayDay, iso } = this.input;
    const brandIdxs = account.brandIdxs;
    let firstDay = Infinity;
    for (const b of brandIdxs) {
      const day = account.addedDay[b] as number;
      if (day < firstDay) firstDay = day;
      account.statusHistory[b] = [{ day, date: iso(day), statusIdx: STATUS.notVisited, repIdx: -1 }];
    }
    if (brandIdxs.length === 0) return;
    statusOf.fill(STATUS.notVisited);
    orderedOf.fill(0);
    const isGroup = account.isCompanyGroup;
    const big = account.channel === 'Club' || account.channel === 'Mass';
    const freq = FREQUENCY_DAYS[account.frequency as keyof typeof FREQUENCY_DAYS] ?? 14;
    // Some accounts are never visited, so 'Not Visited' and "No Activity" have members.
    const neverVisited = !isGroup && rng.chance(0.07);
    const lastDay = account.closedDay !== null ? account.closedDay - 1 : todayDay;
    const team = repsByAsm[(reps[account.repIdx] as Rep).asmIdx] ?? [account.repIdx];
    let day = weekdayOf(firstDay + rng.int(1, freq));
    let lastVisitDay = -1;

    while (!neverVisited && day <= lastDay) {
      let brandMask = 0;
      // Indexed loops in the per-visit path: they run many times before V8 optimises them.
      for (let k = 0; k < brandIdxs.length; k++) {
        const b = brandIdxs[k] as number;
        if ((account.addedDay[b] as number) <= day) brandMask |= 1 << b;
      }
      const repIdx = rng.chance(0.88) ? account.repIdx : rng.pick(team);
      const minutes = 15 + Math.floor(rng.next() * 41);
      // One draw decides both: 6% of visits have no photo, 14% were not on the schedule.
      const draw = rng.next();
      const visitIdx = visits.add(
        account.idx,
        repIdx,
        day,
        brandMask,
        draw < 0.06 ? Math.floor(draw * 83.34) : -1,
        minutes,
        draw > 0.86 ? 0 : 1,
      );
      const cell = repIdx * this.days + (day - startDay);
      this.minutes[cell] = (this.minutes[cell] as number) + minutes;
      this.counts[cell] = (this.counts[cell] as number) + 1;
      const r = rng.next();
      if (r < 0.07) {
        const missedDay = weekdayOf(day + 2 + Math.floor(r * 40));
        if (missedDay < lastDay && missedDay !== day) {
          schedules.add(account.idx, account.repIdx, missedDay, SCHEDULE_MISSED);
        }
      }

      for (let k = 0; k < brandIdxs.length; k++) {
        const b = brandIdxs[k] as number;
        if ((brandMask & (1 << b)) !== 0) this.brandVisit(account, b, big, repIdx, day, visitIdx);
      }

      lastVisitDay = day;
      day = weekdayOf(day + freq + rng.int(-2, 2));
    }

    if (account.closedDay !== null) {
      for (const b of brandIdxs) {
        if ((account.addedDay[b] as number) >= account.closedDay) continue;
        account.statusHistory[b]?.push({
          day: account.closedDay,
          date: iso(account.closedDay),
          statusIdx: STATUS.closed,
          repIdx: account.repIdx,
        });
      }
    } else if (!neverVisited) {
      let next = (lastVisitDay < 0 ? todayDay : lastVisitDay) + freq;
      while (next <= todayDay) next += freq;
      for (; next <= todayDay + SCHEDULE_DAYS_AHEAD; next += freq) {
        const planned = weekdayOf(next);
        if (planned <= todayDay) continue;
        schedules.add(account.idx, account.repIdx, planned, SCHEDULE_UPCOMING);
      }
    }
  }

  /**
   * What a visit did for one brand: the status form (maybe a new status) and maybe an
   * order. Its own method: small functions get optimised sooner (the first accounts run
   * before V8 has optimised anything).
   */
  private brandVisit(
    account: Account,
    b: number,
    big: boolean,
    repIdx: number,
    day: DayNumber,
    visitIdx: number,
  ): void {
    const { rng, statusOf, orderedOf } = this;
    const isGroup = account.isCompanyGroup;
    this.index.visit(b, visitIdx, day);
    const before = statusOf[b] as number;
    const ordered = orderedOf[b] === 1;
    let after = isGroup
      ? ordered
        ? STATUS.reorder
        : STATUS.authorized
      : transition(rng, before, BRAND_SPEED[b] ?? 1);
    const newlyActive = isActive(after) && !isActive(before);
    const orderChance = isGroup
      ? 1
      : newlyActive
        ? 1
        : after === STATUS.reorder
          ? 0.45
          : after === STATUS.authorized
            ? 0.33
            : 0;
    if (orderChance > 0 && rng.chance(orderChance)) {
      this.addOrder(account, this.input.brands[b] as Brand, big, repIdx, day, ordered);
      orderedOf[b] = 1;
      if (ordered && after === STATUS.authorized && (isGroup || rng.chance(0.06))) after = STATUS.reorder;
    }
    if (after !== before) {
      (account.statusHistory[b] as StatusChange[]).push({
        day,
        date: this.input.iso(day),
        statusIdx: after,
        repIdx,
      });
      statusOf[b] = after;
    }
  }

  /**
   * One order of 1-4 of the brand's SKUs (every SKU for the company group account). The
   * SKUs are a partial Fisher-Yates shuffle in `sample` (the same draws as Rng.sample,
   * without its copies).
   */
  private addOrder(
    account: Account,
    brand: Brand,
    big: boolean,
    repIdx: number,
    day: DayNumber,
    ordered: boolean,
  ): void {
    const { rng, sample, orders } = this;
    const isGroup = account.isCompanyGroup;
    const all = brand.skuIdxs;
    const n = all.length;
    for (let i = 0; i < n; i++) sample[i] = all[i] as number;
    let lineCount = n;
    if (!isGroup) {
      lineCount = rng.int(1, Math.min(4, n));
      for (let i = 0; i < lineCount; i++) {
        const j = i + Math.floor(rng.next() * (n - i));
        const tmp = sample[i] as number;
        sample[i] = sample[j] as number;
        sample[j] = tmp;
      }
    }
    let amount = 0;
    let cases = 0;
    for (let i = 0; i < lineCount; i++) {
      const skuIdx = sample[i] as number;
      const lineCases = isGroup ? rng.int(8, 20) : big ? rng.int(4, 16) : rng.int(1, 6);
      const lineAmount = Math.round(lineCases * (this.input.skus[skuIdx] as Sku).casePrice);
      orders.addLine(skuIdx, lineCases, lineAmount);
      amount += lineAmount;
      cases += lineCases;
    }
    const home = account.distributorByBrand[brand.idx] as number;
    const distributorIdx = home >= 0 && rng.chance(0.9) ? home : rng.pick(brand.distributorIdxs);
    this.index.order(
      orders,
      orders.add(account.idx, brand.idx, distributorIdx, repIdx, day, amount, cases, ordered),
    );
  }

  /** Hours and miles per rep and day with visits (after every account); rows by rep, then day. */
  workingDays(rng: Rng): WorkingDayTable {
    const { days, minutes, counts } = this;
    const { startDay } = this.input;
    let rows = 0;
    for (let k = 0; k < counts.length; k++) if (counts[k] !== 0) rows++;
    const table = {
      length: rows,
      repIdx: new Int32Array(rows),
      day: new Int32Array(rows),
      hours: new Float64Array(rows),
      miles: new Float64Array(rows),
      visits: new Int32Array(rows),
    };
    let row = 0;
    for (let k = 0; k < counts.length; k++) {
      const n = counts[k] as number;
      if (n === 0) continue;
      const drive = 60 + rng.next() * 90 + n * 14;
      table.repIdx[row] = Math.floor(k / days);
      table.day[row] = startDay + (k % days);
      table.hours[row] = Math.min(11, Math.round((((minutes[k] as number) + drive) / 60) * 100) / 100);
      table.miles[row] = Math.round((12 + n * (4 + rng.next() * 10)) * 10) / 10;
      table.visits[row] = n;
      row++;
    }
    return table;
  }
}
