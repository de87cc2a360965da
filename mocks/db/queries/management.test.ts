import { beforeAll, describe, expect, it } from 'vitest';
import { startOfIsoWeek } from '../dates';
import { getDb } from '../get-db';
import { resolveFilter } from './filter';
import { periodStarts, repPeriodTable } from './management';

beforeAll(() => {
  getDb();
});

/** One brand's scope under `params`, as the handlers resolve it. */
const scopeOf = (params: Record<string, string>) => ({
  accounts: resolveFilter(getDb(), params, { distributorsOn: 'accounts' }),
  sales: resolveFilter(getDb(), params, { distributorsOn: 'orders', skuParam: 'salesSkuNames' }),
});

describe('representative metrics', () => {
  it('cut the range into ISO weeks or months, the first starting on the range start', () => {
    const db = getDb();
    const monday = startOfIsoWeek(db.todayDay);
    expect(periodStarts(monday - 10, monday + 1, 'week')).toEqual([monday - 10, monday - 7, monday]);
    const months = periodStarts(monday - 70, monday, 'month').map((d) => db.iso(d));
    expect(months[0]).toBe(db.iso(monday - 70));
    expect(months.slice(1).every((d) => d.endsWith('-01'))).toBe(true);
  });

  it('leave inactive reps out unless inactiveRepresentatives names them', () => {
    const db = getDb();
    const params = { brand: 'Sunset Soda', dateStart: db.iso(db.todayDay - 27) };
    const scope = scopeOf(params);
    const everyone = repPeriodTable(db, [scope], params, 'week', { inactive: new Set() });
    const [first, second] = everyone.reps;
    const inactive = new Set(db.reps.filter((r) => r.name === first || r.name === second).map((r) => r.idx));
    const without = repPeriodTable(db, [scope], params, 'week', { inactive });
    expect(without.reps).toEqual(everyone.reps.slice(2));
    const named = repPeriodTable(db, [scope], { ...params, inactiveRepresentatives: first ?? '' }, 'week', {
      inactive,
    });
    expect(named.reps).toEqual([first, ...everyone.reps.slice(2)]);
    // The remaining rows keep their numbers.
    const at = (t: typeof everyone, rep: string) =>
      t.values.OrdersSubmitted[t.reps.indexOf(rep) * t.periods.length];
    expect(at(without, everyone.reps[2] ?? '')).toBe(at(everyone, everyone.reps[2] ?? ''));
  });

  it('build only the rows picked, counting every matching representative', () => {
    const db = getDb();
    const params = { brand: 'Sunset Soda', dateStart: db.iso(db.todayDay - 27) };
    const scope = scopeOf(params);
    const everyone = repPeriodTable(db, [scope], params, 'month', { inactive: new Set() });
    expect(everyone.total).toBe(everyone.reps.length);
    const picked = repPeriodTable(db, [scope], params, 'month', {
      inactive: new Set(),
      pick: (names) => names.slice(1, 3),
    });
    expect([picked.total, picked.reps, picked.periods]).toEqual([
      everyone.total,
      everyone.reps.slice(1, 3),
      everyone.periods,
    ]);
    const P = everyone.periods.length;
    expect([...picked.values.HoursWorked]).toEqual([...everyone.values.HoursWorked.slice(P, 3 * P)]);
    expect([...picked.values.TotalAmount]).toEqual([...everyone.values.TotalAmount.slice(P, 3 * P)]);
  });
});
