import { describe, expect, it } from 'vitest';
import { drillInto, filterChips } from './drill-down';
import type { AnyFilter } from './schemas';

const base: AnyFilter = {
  brand: 'Sunset Soda',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  statusesNames: [],
  channelTypes: [],
  distributors: [],
  name: '',
  zipCode: '',
  notVisitedIn: 0,
};

describe('drillInto', () => {
  it('narrows the field to the clicked value and keeps the rest of the filter', () => {
    expect(drillInto(base, 'statusesNames', 'Active')).toEqual({ ...base, statusesNames: ['Active'] });
    expect(drillInto({ ...base, channelTypes: ['Bar', 'Cafe'] }, 'channelTypes', 'Cafe')).toMatchObject({
      channelTypes: ['Cafe'],
    });
  });

  it('does nothing when the filter already holds just that value', () => {
    expect(drillInto({ ...base, statusesNames: ['Active'] }, 'statusesNames', 'Active')).toBeNull();
  });
});

describe('filterChips', () => {
  it('lists each value beyond the defaults, one chip per list item, with the catalogue label', () => {
    const applied = { ...base, statusesNames: ['Active', 'Lost'], name: 'Corner', notVisitedIn: 30 };
    const chips = filterChips('accounts', applied, base);
    expect(chips.map((chip) => chip.text).sort()).toEqual([
      'Account name: Corner',
      'Account status: Active',
      'Account status: Lost',
      'No Activity: 30 days',
    ]);
    expect(chips.find((chip) => chip.text === 'Account status: Lost')?.without).toMatchObject({
      statusesNames: ['Active'],
      name: 'Corner',
    });
    expect(chips.find((chip) => chip.field === 'name')?.without).toMatchObject({ name: '' });
    expect(chips.find((chip) => chip.field === 'notVisitedIn')?.without).toMatchObject({ notVisitedIn: 0 });
  });

  it('never shows brand, dates or a field at its default', () => {
    expect(filterChips('accounts', { ...base, brand: 'Blue Peak', startDate: '2026-01-01' }, base)).toEqual(
      [],
    );
  });

  it('shows a section default list (merchandising promo) only once changed', () => {
    const defaults = { ...base, promo: ['Any'] };
    expect(filterChips('merchandising', { ...defaults }, defaults)).toEqual([]);
    expect(
      filterChips('merchandising', { ...defaults, promo: ['Spring'] }, defaults).map((c) => c.text),
    ).toEqual(['Products on promo: Spring']);
  });

  it('writes comparisons in words', () => {
    const chips = filterChips('merchandising', { ...base, numberOfSkus: 'l5' }, base);
    expect(chips.map((chip) => chip.text)).toEqual(['Number of SKUs: at most 5']);
  });
});
