import { describe, expect, it } from 'vitest';
import {
  byPriority,
  daysWithoutOrder,
  missedSince,
  overdueBy,
  salesDownBy,
  statusLostSince,
  voidSkus,
} from './attention-rules';

const TODAY = 20_000;

describe('the needs-attention rules', () => {
  it('overdue: days past the visit frequency, from the last visit or the day the account joined', () => {
    // Last visited 40 days ago on a weekly frequency: overdue by 33 days.
    expect(overdueBy({ asOf: TODAY, lastVisit: TODAY - 40, joined: TODAY - 400, frequencyDays: 7 })).toBe(33);
    expect(
      overdueBy({ asOf: TODAY, lastVisit: TODAY - 7, joined: TODAY - 400, frequencyDays: 7 }),
    ).toBeNull();
    expect(overdueBy({ asOf: TODAY, lastVisit: TODAY - 8, joined: TODAY - 400, frequencyDays: 7 })).toBe(1);
    expect(
      overdueBy({ asOf: TODAY, lastVisit: TODAY - 20, joined: TODAY - 400, frequencyDays: 28 }),
    ).toBeNull();
    // Never visited: counted from joining the brand.
    expect(overdueBy({ asOf: TODAY, lastVisit: null, joined: TODAY - 30, frequencyDays: 14 })).toBe(16);
    expect(overdueBy({ asOf: TODAY, lastVisit: null, joined: TODAY - 3, frequencyDays: 14 })).toBeNull();
  });

  it('missed: the last scheduled visit was missed; a scheduled visit on or after it made it up', () => {
    expect(missedSince({ asOf: TODAY, lastPlannedVisit: TODAY - 10, lastMissed: TODAY - 3 })).toBe(3);
    expect(missedSince({ asOf: TODAY, lastPlannedVisit: null, lastMissed: TODAY - 5 })).toBe(5);
    expect(missedSince({ asOf: TODAY, lastPlannedVisit: TODAY - 2, lastMissed: TODAY - 3 })).toBeNull();
    expect(missedSince({ asOf: TODAY, lastPlannedVisit: TODAY - 3, lastMissed: TODAY - 3 })).toBeNull();
    expect(missedSince({ asOf: TODAY, lastPlannedVisit: TODAY - 3, lastMissed: null })).toBeNull();
    // A miss after the day the rules look from does not count.
    expect(missedSince({ asOf: TODAY, lastPlannedVisit: TODAY - 9, lastMissed: TODAY + 1 })).toBeNull();
  });

  it('voids: how many SKUs the last merchandising visit found void, each once', () => {
    expect(voidSkus([{ skuIdx: 3 }, { skuIdx: 5 }, { skuIdx: 3 }])).toBe(2);
    expect(voidSkus([])).toBeNull();
  });

  it('no order: authorised and no order for N days or more, from the last order or the authorisation', () => {
    const base = { asOf: TODAY, authorised: true, authorisedOn: TODAY - 300, days: 30 };
    expect(daysWithoutOrder({ ...base, lastOrder: TODAY - 45 })).toBe(45);
    expect(daysWithoutOrder({ ...base, lastOrder: TODAY - 30 })).toBe(30);
    expect(daysWithoutOrder({ ...base, lastOrder: TODAY - 29 })).toBeNull();
    expect(daysWithoutOrder({ ...base, lastOrder: TODAY - 29, days: 14 })).toBe(29);
    expect(daysWithoutOrder({ ...base, lastOrder: null, authorisedOn: TODAY - 31 })).toBe(31);
    expect(daysWithoutOrder({ ...base, authorised: false, lastOrder: TODAY - 200 })).toBeNull();
  });

  it('sales down: cases down by X% or more against the same weeks last year', () => {
    expect(salesDownBy({ cases: 30, casesLastYear: 40, percent: 25 })).toBe(25);
    expect(salesDownBy({ cases: 31, casesLastYear: 40, percent: 25 })).toBeNull();
    expect(salesDownBy({ cases: 0, casesLastYear: 12, percent: 25 })).toBe(100);
    expect(salesDownBy({ cases: 10, casesLastYear: 30, percent: 25 })).toBe(66);
    expect(salesDownBy({ cases: 31, casesLastYear: 40, percent: 20 })).toBe(22);
    // Nothing to compare with, or up.
    expect(salesDownBy({ cases: 0, casesLastYear: 0, percent: 25 })).toBeNull();
    expect(salesDownBy({ cases: 50, casesLastYear: 40, percent: 25 })).toBeNull();
  });

  it('status lost: moved to Discontinued, Closed or No Interest in the period and still there', () => {
    const period = { asOf: TODAY, periodStart: TODAY - 6 };
    expect(statusLostSince({ ...period, status: { name: 'Closed', day: TODAY - 2 } })).toBe(2);
    expect(statusLostSince({ ...period, status: { name: 'Discontinued', day: TODAY - 6 } })).toBe(6);
    expect(statusLostSince({ ...period, status: { name: 'No Interest', day: TODAY } })).toBe(0);
    expect(statusLostSince({ ...period, status: { name: 'No Interest', day: TODAY - 7 } })).toBeNull();
    expect(statusLostSince({ ...period, status: { name: 'Hot Lead', day: TODAY - 1 } })).toBeNull();
    expect(statusLostSince({ ...period, status: null })).toBeNull();
  });

  it('orders by sales at risk, then by more reasons, then by name', () => {
    const rows = [
      { name: 'Corner Market', salesAtRisk: 900, reasons: ['overdue'] },
      { name: 'Big Box', salesAtRisk: 12_000, reasons: ['missed'] },
      { name: 'Bodega', salesAtRisk: 900, reasons: ['overdue', 'voids'] },
      { name: 'Alpha Deli', salesAtRisk: 900, reasons: ['noOrder'] },
      { name: 'Zed Liquor', salesAtRisk: 0, reasons: ['statusLost', 'overdue', 'voids'] },
    ];
    expect([...rows].sort(byPriority).map((r) => r.name)).toEqual([
      'Big Box',
      'Bodega',
      'Alpha Deli',
      'Corner Market',
      'Zed Liquor',
    ]);
  });
});
