import { describe, expect, it } from 'vitest';
import { photoLabel, photosByDate, salesFigures, sectionLinkSearch } from './account-model';

const params = { brand: 'Sunset Soda', dateStart: '2026-01-01', dateEnd: '2026-03-31' };
const account = { name: 'Corner Market', address: '1 Main St, Downey, CA 90241' };

describe('the account page model', () => {
  it('opens each section on the one store: name and address, with the brand and period where the section has them', () => {
    expect(sectionLinkSearch('sales', account, params)).toEqual({
      name: account.name,
      address: account.address,
      brand: 'Sunset Soda',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    // The schedule is not per brand; the database list has no period.
    expect(sectionLinkSearch('schedule', account, params)).toEqual({
      name: account.name,
      address: account.address,
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    expect(sectionLinkSearch('database', account, params)).toEqual({
      name: account.name,
      address: account.address,
    });
  });

  it('groups photos by date, newest first', () => {
    const days = photosByDate([
      { date: '2026-03-02', type: 'primary', url: 'a' },
      { date: '2026-03-09', type: 'storefront', url: 'b' },
      { date: '2026-03-02', type: 'secondary', url: 'c' },
    ]);
    expect(days.map((d) => [d.date, d.photos.map((p) => p.url)])).toEqual([
      ['2026-03-09', ['b']],
      ['2026-03-02', ['a', 'c']],
    ]);
  });

  it("labels a day's primary photo After when the shelf as found is there too, else by its type", () => {
    const [paired, alone] = photosByDate([
      { date: '2026-03-09', type: 'before', url: 'b' },
      { date: '2026-03-09', type: 'primary', url: 'p' },
      { date: '2026-03-02', type: 'primary', url: 'q' },
    ]);
    expect(paired?.photos.map((p) => photoLabel(paired, p.type))).toEqual(['Before', 'After']);
    expect(alone?.photos.map((p) => photoLabel(alone, p.type))).toEqual(['Primary placement']);
  });

  it('keys the sales figures so a baseline lines up with them', () => {
    const items = salesFigures({
      orders: 3,
      cases: 12,
      amount: 340,
      lastOrderDate: null,
      intervalType: 'day',
      intervals: [],
      bySku: [],
    });
    expect(items.map((i) => [i.key, i.label, i.value])).toEqual([
      ['orders', 'Orders', 3],
      ['cases', 'Cases', 12],
      ['amount', 'Sales', 340],
    ]);
  });
});
