import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY_GROUP_ACCOUNT_NAME } from '@/api/contract/sales';
import { parseIsoDay } from './dates';
import { generateDb, startDbBuild, type Db } from './generate';
import { demoDbProgress, getDb, readDemoScale, resetDbCache, warmUpDb } from './get-db';
import { CITIES, STATUS } from './reference-data';

const TODAY = '2026-11-22';
/** fingerprint() of generateDb({ today: TODAY }) (see the test that uses it). */
const DEFAULT_FINGERPRINT = '2500/115525/29369/34192/938616224';

/** A digest of everything generated, so two data sets compare without a 50 MB diff. */
const fingerprint = (db: Db): string => {
  let h = 0;
  const mix = (...values: (string | number | boolean | null)[]) => {
    for (const value of values) {
      const text = String(value);
      for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
    }
  };
  for (const a of db.accounts) {
    mix(a.name, a.address, a.lat, a.lng, a.repIdx, a.channel);
    for (const history of a.statusHistory) for (const c of history) mix(c.day, c.statusIdx);
  }
  for (const v of db.visits) mix(v.accountIdx, v.day, v.repIdx, v.brandMask, v.noImageReason);
  for (const o of db.orders) for (const l of o.lines) mix(l.skuIdx, l.cases, l.amount);
  for (const s of db.schedules) mix(s.day, s.status);
  for (const w of db.workingDays) mix(w.hours, w.miles);
  for (const f of db.merch.forms) mix(f.facingsTotal, f.primaryPlacement, f.prices.join());
  return `${db.accounts.length}/${db.visits.length}/${db.orders.length}/${db.merch.forms.length}/${h}`;
};

describe('generateDb', () => {
  let db: Db;
  let generationMs = 0;
  beforeAll(() => {
    const start = performance.now();
    db = generateDb({ today: TODAY });
    generationMs = performance.now() - start;
    // eslint-disable-next-line no-console -- timings are printed on purpose, never asserted
    console.info(
      `[demo db] generation (scale 1): ${generationMs.toFixed(0)} ms; ${db.accounts.length} accounts, ` +
        `${db.visits.length} visits, ${db.orders.length} orders, ${db.schedules.length} missed/upcoming schedule entries`,
    );
  });

  it('is deterministic: same seed and day, same data; another seed, other data', () => {
    const again = generateDb({ today: TODAY });
    expect(fingerprint(again)).toBe(fingerprint(db));
    expect(again.accounts.slice(0, 50)).toEqual(db.accounts.slice(0, 50));
    expect(again.orders.slice(-50)).toEqual(db.orders.slice(-50));
    expect(fingerprint(generateDb({ today: TODAY, seed: 7 }))).not.toBe(fingerprint(db));
  });

  it('keeps the data set of the default seed (speed work must not change the data)', () => {
    // Update deliberately, with a note in README.md, when the generator's rules change.
    expect(fingerprint(db)).toBe(DEFAULT_FINGERPRINT);
  });

  it('gives the same data when generated in slices (the idle-time warm-up)', () => {
    const build = startDbBuild({ seed: 7, scale: 0.2, today: TODAY });
    let slices = 1;
    // A deadline in the past: each slice makes a few accounts, then pauses.
    while (!build.run(0)) slices++;
    expect(slices).toBeGreaterThan(10);
    expect(build.progress()).toBe(1);
    expect(fingerprint(build.finish())).toBe(fingerprint(generateDb({ seed: 7, scale: 0.2, today: TODAY })));
  });

  it('stores visits, orders and schedule entries as columns, the rows of an account together', () => {
    const { visitStartByAccount, orderStartByAccount, scheduleStartByAccount } = db.indexes;
    const bad: string[] = [];
    db.accounts.forEach((a) => {
      const check = (name: string, starts: Int32Array, column: Int32Array) => {
        for (let i = starts[a.idx] as number; i < (starts[a.idx + 1] as number); i++)
          if (column[i] !== a.idx) bad.push(`${name} ${i}`);
      };
      check('visit', visitStartByAccount, db.visitTable.accountIdx);
      check('order', orderStartByAccount, db.orderTable.accountIdx);
      check('schedule', scheduleStartByAccount, db.scheduleTable.accountIdx);
    });
    expect(bad).toEqual([]);
    expect(visitStartByAccount.at(-1)).toBe(db.visitTable.length);
    expect(orderStartByAccount.at(-1)).toBe(db.orderTable.length);
    expect(db.orderTable.lineStart.at(-1)).toBe(db.orderTable.lineSkuIdx.length);
    const v = db.visits[1234];
    expect(v?.day).toBe(db.visitTable.day[1234]);
    expect(v?.date).toBe(db.iso(v?.day ?? 0));
  });

  it('dates everything relative to today', () => {
    const later = generateDb({ today: '2027-03-01' });
    const shift = (parseIsoDay('2027-03-01') as number) - (parseIsoDay(TODAY) as number);
    expect(later.brands.map((b) => b.earliestDay - shift)).toEqual(db.brands.map((b) => b.earliestDay));
    expect(later.visits.at(-1)?.day).toBeLessThanOrEqual(later.todayDay);
  });

  it('has three brands with the required earliest dates and 6-12 SKUs each', () => {
    const age = (name: string) => db.todayDay - (db.brandByName.get(name)?.earliestDay ?? db.todayDay);
    expect(age('Sunset Soda')).toBeGreaterThan(2 * 365);
    expect(age('Golden Grove Juice')).toBeGreaterThan(330);
    expect(age('Golden Grove Juice')).toBeLessThan(400);
    expect(age('Canyon Cold Brew')).toBeLessThan(182);
    for (const brand of db.brands) {
      expect(brand.skuIdxs.length).toBeGreaterThanOrEqual(6);
      expect(brand.skuIdxs.length).toBeLessThanOrEqual(12);
      for (const s of brand.skuIdxs) expect(db.skus[s]?.name.startsWith(`${brand.name} `)).toBe(true);
      expect(brand.earliestDate).toBe(db.iso(brand.earliestDay));
    }
    expect(db.companies.map((c) => c.name)).toContain('Sunset Beverage Company');
  });

  it('has the people, statuses and distributors the spec asks for', () => {
    expect(db.reps.length).toBeGreaterThanOrEqual(20);
    expect(new Set(db.reps.map((r) => r.asmIdx)).size).toBeGreaterThanOrEqual(4);
    expect(db.statuses.length).toBeGreaterThanOrEqual(8);
    for (const s of db.statuses) expect(s.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new Set(db.statuses.map((s) => s.sortOrder)).size).toBe(db.statuses.length);
    expect(db.statuses.filter((s) => s.active).map((s) => s.name)).toEqual([
      'Authorized',
      'Authorized - Reorder',
    ]);
    expect(db.distributors.length).toBeGreaterThanOrEqual(6);
  });

  it('places about 2,500 accounts in southern California on real cities and zip codes', () => {
    expect(db.accounts.length).toBe(2500);
    const cities = new Map(CITIES.map((c) => [c.name, c]));
    const bad = db.accounts.filter((a) => {
      const city = cities.get(a.city);
      return (
        !city?.zips.includes(a.zipCode) ||
        a.county !== city.county ||
        a.state !== 'CA' ||
        a.lat < 33.2 ||
        a.lat > 34.7 ||
        a.lng < -119.5 ||
        a.lng > -116.8 ||
        !a.address.endsWith(`${a.city}, CA ${a.zipCode}`)
      );
    });
    expect(bad).toEqual([]);
    expect(new Set(db.accounts.map((a) => a.id)).size).toBe(db.accounts.length);
    const counties = new Set(db.accounts.map((a) => a.county));
    expect([...counties].sort()).toEqual(['Los Angeles', 'Orange', 'Riverside', 'San Bernardino', 'Ventura']);
  });

  it('has a company group account that buys the most', () => {
    const group = db.accounts.filter((a) => a.name === COMPANY_GROUP_ACCOUNT_NAME);
    expect(group).toHaveLength(1);
    const totals = new Map<number, number>();
    for (const o of db.orders) totals.set(o.accountIdx, (totals.get(o.accountIdx) ?? 0) + o.amount);
    const best = [...totals.entries()].sort((a, b) => b[1] - a[1])[0];
    expect(best?.[0]).toBe(group[0]?.idx);
  });

  // Invariants over 100k+ items collect the offenders: one expect per item is too slow.
  it('keeps visits consistent with accounts, brands and dates, with data this week', () => {
    const bad = db.visits.filter((v) => {
      const account = db.accounts[v.accountIdx];
      if (!account || !db.reps[v.repIdx] || v.day > db.todayDay || v.date !== db.iso(v.day)) return true;
      return db.brands.some(
        (b) => (v.brandMask & (1 << b.idx)) !== 0 && v.day < (account.addedDay[b.idx] as number),
      );
    });
    expect(bad).toEqual([]);
    expect(db.visits.filter((v) => v.day > db.todayDay - 7).length).toBeGreaterThan(100);
  });

  it('keeps orders consistent: total = sum of lines, SKUs of the brand, brand distributors', () => {
    const bad = db.orders.filter((o) => {
      const brand = db.brands[o.brandIdx];
      return (
        !brand ||
        o.amount !== o.lines.reduce((s, l) => s + l.amount, 0) ||
        o.cases !== o.lines.reduce((s, l) => s + l.cases, 0) ||
        o.lines.some((l) => db.skus[l.skuIdx]?.brandIdx !== o.brandIdx) ||
        !brand.distributorIdxs.includes(o.distributorIdx) ||
        o.day < brand.earliestDay ||
        o.day > db.todayDay ||
        (db.accounts[o.accountIdx]?.addedDay[o.brandIdx] ?? -1) < 0
      );
    });
    expect(bad).toEqual([]);
  });

  it('keeps status histories ordered, starting Not Visited when the account joined the brand', () => {
    const bad: string[] = [];
    for (const a of db.accounts) {
      for (const b of db.brands) {
        const history = a.statusHistory[b.idx] ?? [];
        const added = a.addedDay[b.idx] as number;
        if (added < 0) {
          if (history.length > 0) bad.push(`${a.name}: history outside the universe`);
          continue;
        }
        if (history[0]?.day !== added || history[0]?.statusIdx !== STATUS.notVisited)
          bad.push(`${a.name}: first change`);
        for (let i = 1; i < history.length; i++) {
          if ((history[i]?.day ?? 0) < (history[i - 1]?.day ?? 0)) bad.push(`${a.name}: order`);
        }
      }
    }
    expect(bad).toEqual([]);
    const current = db.accounts.map((a) => a.statusHistory[0]?.at(-1)?.statusIdx);
    for (const s of db.statuses) expect(current).toContain(s.idx);
  });

  it('schedules missed visits in the past and upcoming ones up to four weeks ahead', () => {
    const upcoming = db.schedules.filter((s) => s.status === 'Upcoming');
    const missed = db.schedules.filter((s) => s.status === 'Missed');
    expect(upcoming.length).toBeGreaterThan(1000);
    expect(missed.length).toBeGreaterThan(1000);
    expect(upcoming.filter((s) => s.day <= db.todayDay || s.day > db.todayDay + 29)).toEqual([]);
    expect(missed.filter((s) => s.day > db.todayDay)).toEqual([]);
    expect(db.visits.some((v) => !v.planned)).toBe(true);
  });

  it('derives working days from visits', () => {
    const visitsByRep = new Map<number, number>();
    for (const v of db.visits) visitsByRep.set(v.repIdx, (visitsByRep.get(v.repIdx) ?? 0) + 1);
    const fromDays = new Map<number, number>();
    for (const w of db.workingDays) fromDays.set(w.repIdx, (fromDays.get(w.repIdx) ?? 0) + w.visits);
    expect(fromDays).toEqual(visitsByRep);
    expect(db.workingDays.filter((w) => !(w.hours > 0 && w.hours <= 11 && w.miles > 0))).toEqual([]);
  });

  it('builds merchandising forms lazily and consistently', () => {
    const { forms, indexes } = db.merch;
    expect(forms.length).toBeGreaterThan(10_000);
    const bad = forms.filter(
      (f) =>
        f.facingsTotal !== f.facings.reduce((s, n) => s + n, 0) ||
        f.skusCount !== f.facings.filter((n) => n > 0).length ||
        f.facings.length !== db.brands[f.brandIdx]?.skuIdxs.length ||
        db.visits[f.visitIdx]?.accountIdx !== f.accountIdx ||
        !/^\/api\/demo-photos\/primary\/\d+-\d\.svg$/.test(f.primaryPhotoUrl),
    );
    expect(bad).toEqual([]);
    expect(indexes.byBrandByDay.reduce((s, list) => s + list.length, 0)).toBe(forms.length);
  });

  it('scales with the scale option', () => {
    expect(generateDb({ today: TODAY, scale: 0.2 }).accounts.length).toBe(500);
  });
});

describe('getDb', () => {
  it('memoises the data set and reads the scale from the URL or local storage', () => {
    resetDbCache();
    expect(readDemoScale()).toBe(1);
    window.localStorage.setItem('demo:scale', '3');
    expect(readDemoScale()).toBe(3);
    window.localStorage.setItem('demo:scale', 'nonsense');
    expect(readDemoScale()).toBe(1);
    window.localStorage.removeItem('demo:scale');
    const first = getDb();
    expect(getDb()).toBe(first);
  });

  it('warms up in the background, so getDb answers at once afterwards', async () => {
    resetDbCache();
    warmUpDb();
    expect(demoDbProgress()).toBe(0);
    await vi.waitFor(() => expect(demoDbProgress()).toBe(1), { timeout: 20_000, interval: 50 });
    const start = performance.now();
    const db = getDb();
    expect(performance.now() - start).toBeLessThan(50);
    expect(db.accounts.length).toBe(2500);
  });
});

describe('scheduleEntriesBetween', () => {
  it('combines visits with missed and upcoming entries for a week', async () => {
    const { scheduleEntriesBetween } = await import('./queries/schedule');
    const db = generateDb({ today: TODAY, scale: 0.2 });
    const items = scheduleEntriesBetween(db, db.todayDay - 6, db.todayDay + 7);
    const statuses = new Set(items.map((i) => i.status));
    expect(statuses).toEqual(new Set(['Visited', 'Unplanned', 'Missed', 'Upcoming']));
    expect(items.every((i) => i.day >= db.todayDay - 6 && i.day <= db.todayDay + 7)).toBe(true);
    expect(items.filter((i) => i.status === 'Upcoming').every((i) => i.day > db.todayDay)).toBe(true);
    const visits = db.visits.filter((v) => v.day >= db.todayDay - 6).length;
    expect(items.filter((i) => i.visitIdx !== null)).toHaveLength(visits);
  });
});
