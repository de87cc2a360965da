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
import { buildIndexes, type DbIndexes } from './indexes';
import { photoUrl } from './photos';
import { createRng, deriveSeed, type Rng } from './prng';
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
  REP_NAMES,
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
/** Accounts at scale 1 (DECISIONS.md, demo data set). */
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

/**
 * Builds the whole demo data set from a seed. Same options, same data: every random
 * choice comes from seeded streams, and every date is an offset from `today`.
 */
export const generateDb = (options: GenerateOptions = {}): Db => {
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

  // Territories with the most accounts get two reps.
  const territoryWeight = new Map<string, { weight: number; region: string }>();
  for (const c of CITIES) {
    const t = territoryWeight.get(c.territory) ?? { weight: 0, region: c.region };
    t.weight += c.weight;
    territoryWeight.set(c.territory, t);
  }
  const territories = [...territoryWeight.entries()].sort((a, b) => b[1].weight - a[1].weight);
  const reps: Rep[] = REP_NAMES.map((name, idx) => {
    const [territory, info] = territories[idx % territories.length] as [string, { region: string }];
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

  const accounts = generateAccounts(createRng(deriveSeed(seed, 'accounts')), {
    count: Math.max(50, Math.round(BASE_ACCOUNT_COUNT * scale)),
    brands,
    todayDay,
    repsByTerritory,
  });

  const activity = generateActivity(createRng(deriveSeed(seed, 'activity')), {
    accounts,
    brands,
    skus,
    reps,
    repsByAsm,
    todayDay,
    iso,
  });

  const workingDayTable = generateWorkingDays(createRng(deriveSeed(seed, 'hours')), {
    visits: activity.visitTable,
    repCount: reps.length,
    startDay,
    todayDay,
  });

  const db = {
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
    visitTable: activity.visitTable,
    orderTable: activity.orderTable,
    scheduleTable: activity.scheduleTable,
    workingDayTable,
    indexes: undefined as unknown as DbIndexes,
    iso,
    brandByName: new Map(brands.map((b) => [b.name, b])),
    accountById: new Map(accounts.map((a) => [a.id, a])),
    repByName: new Map(reps.map((r) => [r.name, r])),
  } as Db;
  // Object views and merchandising are built on first access (only some callers need them).
  defineLazy(db, 'visits', () => visitObjects(db.visitTable, iso));
  defineLazy(db, 'orders', () => orderObjects(db.orderTable, iso));
  defineLazy(db, 'schedules', () => scheduleObjects(db.scheduleTable, iso));
  defineLazy(db, 'workingDays', () => workingDayObjects(db.workingDayTable, iso));
  defineLazy(db, 'merch', () => generateMerchData(db));
  db.indexes = buildIndexes(db);
  return db;
};

/** A read-only property computed on first read and kept (not enumerable: not data). */
const defineLazy = <K extends keyof Db>(db: Db, key: K, build: () => Db[K]): void => {
  let value: Db[K] | undefined;
  Object.defineProperty(db, key, {
    enumerable: false,
    configurable: true,
    get: () => (value ??= build()),
  });
};

interface AccountsInput {
  count: number;
  brands: Brand[];
  todayDay: DayNumber;
  repsByTerritory: Map<string, number[]>;
}

const generateAccounts = (
  rng: Rng,
  { count, brands, todayDay, repsByTerritory }: AccountsInput,
): Account[] => {
  const cityWeights = CITIES.map((c) => c.weight);
  const chainWeights = CHAINS.map((c) => c.weight);
  const storeNumbers = new Map<string, number>();
  const usedNames = new Set<string>();
  const accounts: Account[] = [];

  for (let idx = 0; idx < count; idx++) {
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
      if (usedNames.has(name)) name = `${name} (${city.name})`;
      if (usedNames.has(name)) name = `${name} ${idx}`;
    } else {
      const next = (storeNumbers.get(banner) ?? rng.int(100, 400)) + rng.int(1, 37);
      storeNumbers.set(banner, next);
      name = `${banner} #${next}`;
    }
    usedNames.add(name);

    const zipCode = rng.pick(city.zips);
    const street = `${rng.int(100, 19_999)} ${rng.pick(city.streets)}`;
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
      const preferred = DISTRIBUTOR_PREFERENCE[city.region] ?? [];
      const weights = brand.distributorIdxs.map((d) =>
        d === 6 ? (channel === 'Club' || channel === 'Mass' ? 6 : 0.4) : preferred.includes(d) ? 4 : 1,
      );
      distributorByBrand.push(brand.distributorIdxs[rng.weighted(weights)] as number);
    }

    const id = 100_000 + idx * 7 + 3;
    accounts.push({
      idx,
      id,
      name,
      street,
      address: `${street}, ${city.name}, CA ${zipCode}`,
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
      statusHistory: brands.map(() => []),
      closedDay: !isCompanyGroup && rng.chance(0.02) ? todayDay - rng.int(7, 500) : null,
      isCompanyGroup,
      photos: {
        store: photoUrl('store', id),
        cooler: photoUrl('cooler', id),
        secondCooler: photoUrl('second-cooler', id),
        snacks: photoUrl('snacks', id),
      },
    });
  }
  return accounts;
};

interface ActivityInput {
  accounts: Account[];
  brands: Brand[];
  skus: Sku[];
  reps: Rep[];
  repsByAsm: number[][];
  todayDay: DayNumber;
  iso: (day: DayNumber) => string;
}

const BRAND_SPEED = [1, 1.5, 2.6];

/**
 * Visits, orders, status histories and schedule entries, account by account. Rows go
 * straight into typed-array columns (tables.ts); the only objects made here are the
 * status changes. The order of random draws is part of the data: keep it when editing.
 */
const generateActivity = (rng: Rng, input: ActivityInput) => {
  const { accounts, brands, skus, reps, repsByAsm, todayDay, iso } = input;
  const visits = new VisitColumns(accounts.length * 48);
  const orders = new OrderColumns(accounts.length * 12, accounts.length * 30);
  const schedules = new ScheduleColumns(accounts.length * 6);
  // Per brand of the current account: status and whether it has ordered.
  const statusOf = new Int32Array(brands.length);
  const orderedOf = new Uint8Array(brands.length);
  const sample = new Int32Array(Math.max(...brands.map((b) => b.skuIdxs.length)));

  for (const account of accounts) {
    const brandIdxs = account.brandIdxs;
    let firstDay = Infinity;
    for (const b of brandIdxs) {
      const day = account.addedDay[b] as number;
      if (day < firstDay) firstDay = day;
      account.statusHistory[b] = [{ day, date: iso(day), statusIdx: STATUS.notVisited, repIdx: -1 }];
    }
    if (brandIdxs.length === 0) continue;
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
      for (const b of brandIdxs) if ((account.addedDay[b] as number) <= day) brandMask |= 1 << b;
      const repIdx = rng.chance(0.88) ? account.repIdx : rng.pick(team);
      const minutes = 15 + Math.floor(rng.next() * 41);
      // One draw decides both: 6% of visits have no photo, 14% were not on the schedule.
      const draw = rng.next();
      visits.add(
        account.idx,
        repIdx,
        day,
        brandMask,
        draw < 0.06 ? Math.floor(draw * 83.34) : -1,
        minutes,
        draw > 0.86 ? 0 : 1,
      );
      const r = rng.next();
      if (r < 0.07) {
        const missedDay = weekdayOf(day + 2 + Math.floor(r * 40));
        if (missedDay < lastDay && missedDay !== day) {
          schedules.add(account.idx, account.repIdx, missedDay, SCHEDULE_MISSED);
        }
      }

      for (const b of brandIdxs) {
        if ((brandMask & (1 << b)) === 0) continue;
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
          addOrder(rng, orders, sample, { account, brand: brands[b] as Brand, skus, big, repIdx, day, ordered });
          orderedOf[b] = 1;
          if (ordered && after === STATUS.authorized && (isGroup || rng.chance(0.06))) after = STATUS.reorder;
        }
        if (after !== before) {
          (account.statusHistory[b] as StatusChange[]).push({ day, date: iso(day), statusIdx: after, repIdx });
          statusOf[b] = after;
        }
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
  return { visitTable: visits.finish(), orderTable: orders.finish(), scheduleTable: schedules.finish() };
};

interface OrderInput {
  account: Account;
  brand: Brand;
  skus: Sku[];
  /** Club or Mass: bigger orders. */
  big: boolean;
  repIdx: number;
  day: DayNumber;
  /** The account had ordered the brand before. */
  ordered: boolean;
}

/**
 * One order of 1-4 of the brand's SKUs (every SKU for the company group account). The
 * SKUs are a partial Fisher-Yates shuffle in `sample` (the same draws as Rng.sample,
 * without its copies).
 */
const addOrder = (
  rng: Rng,
  orders: OrderColumns,
  sample: Int32Array,
  { account, brand, skus, big, repIdx, day, ordered }: OrderInput,
): void => {
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
    const lineAmount = Math.round(lineCases * (skus[skuIdx] as Sku).casePrice);
    orders.addLine(skuIdx, lineCases, lineAmount);
    amount += lineAmount;
    cases += lineCases;
  }
  const home = account.distributorByBrand[brand.idx] as number;
  const distributorIdx = home >= 0 && rng.chance(0.9) ? home : rng.pick(brand.distributorIdxs);
  orders.add(account.idx, brand.idx, distributorIdx, repIdx, day, amount, cases, ordered);
};

/** Hours and miles per rep and day with visits; rows by rep, then day. */
const generateWorkingDays = (
  rng: Rng,
  {
    visits,
    repCount,
    startDay,
    todayDay,
  }: {
    visits: VisitTable;
    repCount: number;
    startDay: DayNumber;
    todayDay: DayNumber;
  },
): WorkingDayTable => {
  const days = todayDay - startDay + 1;
  const minutes = new Int32Array(repCount * days);
  const counts = new Int32Array(repCount * days);
  let rows = 0;
  for (let i = 0; i < visits.length; i++) {
    const k = (visits.repIdx[i] as number) * days + ((visits.day[i] as number) - startDay);
    minutes[k] = (minutes[k] as number) + (visits.minutes[i] as number);
    if (counts[k] === 0) rows++;
    counts[k] = (counts[k] as number) + 1;
  }
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
};
