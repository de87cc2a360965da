import { describe, expect, it } from 'vitest';
import { attentionListQuery, attentionPinsQuery, type AttentionRules } from './attention';
import { resolveFilter } from './filter';
import { measure, testDb } from './test-db';

const RULES: AttentionRules = { reason: null, noOrderDays: 30, salesDownPercent: 25 };

describe('needs attention queries', () => {
  it('pages the flagged accounts, counts every reason and keeps the reason filter in the map layer', () => {
    const db = testDb();
    const f = resolveFilter(db, { brand: 'Sunset Soda' });
    const first = attentionListQuery(db, f, RULES, 1);
    expect(first.AsOf).toBe('2026-11-22');
    expect(first.Total).toBe(first.Flagged);
    expect(first.Counts.every((c) => c.Accounts > 0)).toBe(true);
    const last = Math.ceil(first.Total / 50);
    const ids = new Set<number>();
    for (let page = 1; page <= last; page++)
      for (const a of attentionListQuery(db, f, RULES, page).Accounts) ids.add(a.Id);
    expect(ids.size).toBe(first.Total);
    expect(attentionListQuery(db, f, RULES, last + 1).Accounts).toEqual([]);
    const missed = attentionPinsQuery(db, f, { ...RULES, reason: 'missed' }).Accounts;
    expect(missed.length).toBe(first.Counts.find((c) => c.Reason === 'missed')?.Accounts);
  });

  it('answers a new filter in tens of milliseconds and a page turn from the last answer', () => {
    const db = testDb();
    const f = resolveFilter(db, { brand: 'Golden Grove Juice' });
    attentionListQuery(db, f, RULES, 1);
    let n = 0;
    const fresh = measure(
      () => attentionListQuery(db, f, { ...RULES, noOrderDays: 31 + (n++ % 300) }, 1),
      10,
    );
    const pageTurn = measure(() => attentionListQuery(db, f, RULES, 2));
    // eslint-disable-next-line no-console -- timings are printed on purpose
    console.info(
      `[demo db] needs attention: new filter p50 ${fresh.p50.toFixed(1)} ms, page turn p50 ${pageTurn.p50.toFixed(1)} ms`,
    );
    expect(pageTurn.p50).toBeLessThan(fresh.p50);
  });
});
