import { describe, expect, it } from 'vitest';
import { filterCaption } from './filter-caption';

const defaults = {
  brand: 'Acme',
  startDate: '2026-01-01',
  endDate: '2026-11-27',
  cities: [],
  notVisitedIn: 0,
};

describe('filterCaption', () => {
  it('names the brand and the period of a default filter', () => {
    expect(filterCaption('sales', defaults, defaults)).toBe('Brand: Acme · Jan 1, 2026 – Nov 27, 2026');
  });

  it('adds the active filters, one field with its values together', () => {
    const applied = { ...defaults, cities: ['Irvine', 'Long Beach'], notVisitedIn: 30 };
    expect(filterCaption('sales', applied, defaults)).toBe(
      'Brand: Acme · Jan 1, 2026 – Nov 27, 2026 · City: Irvine, Long Beach · No Activity: 30 days',
    );
  });

  it('leaves out what the section has not got (schedule has no brand)', () => {
    const applied = { startDate: '2026-11-23', endDate: '2026-11-29' };
    expect(filterCaption('schedule', applied, applied)).toBe('Nov 23, 2026 – Nov 29, 2026');
  });
});
