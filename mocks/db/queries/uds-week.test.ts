import { describe, expect, it } from 'vitest';
import { dayFromParts, isoWeekday } from '../dates';
import { udsWeekOver } from './time-efforts';

// The week of Monday 2026-11-23 to Sunday 2026-11-29.
const MONDAY = dayFromParts(2026, 11, 23);
const SUNDAY = dayFromParts(2026, 11, 29);
const NEXT_MONDAY = dayFromParts(2026, 11, 30);

describe('a UDS week counts once it is over', () => {
  it('is not over on its own Sunday, while that day is still being worked', () => {
    expect(isoWeekday(SUNDAY)).toBe(6);
    expect(udsWeekOver(MONDAY, SUNDAY, SUNDAY)).toBe(false);
    expect(udsWeekOver(MONDAY, SUNDAY, MONDAY + 3)).toBe(false);
  });

  it('is over from the next day when the filter holds all of it', () => {
    expect(udsWeekOver(MONDAY, SUNDAY, NEXT_MONDAY)).toBe(true);
    expect(udsWeekOver(MONDAY, NEXT_MONDAY + 10, NEXT_MONDAY + 30)).toBe(true);
  });

  it('does not count when the filter ends inside it', () => {
    expect(udsWeekOver(MONDAY, SUNDAY - 1, NEXT_MONDAY + 30)).toBe(false);
  });
});
