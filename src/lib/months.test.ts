import { describe, expect, it } from 'vitest';
import { addMonthsToMonth, dayOfMonth, daysInMonth, formatMonth, monthOfDate, monthRange } from './months';

describe('months', () => {
  it('steps across years both ways', () => {
    expect(addMonthsToMonth('2026-11', 1)).toBe('2026-12');
    expect(addMonthsToMonth('2026-12', 1)).toBe('2027-01');
    expect(addMonthsToMonth('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToMonth('2026-03', 12)).toBe('2027-03');
  });

  it('knows month lengths, leap years included', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-04')).toBe(30);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(monthRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('reads dates and names months', () => {
    expect(monthOfDate('2026-11-27')).toBe('2026-11');
    expect(dayOfMonth('2026-11-07')).toBe(7);
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});
