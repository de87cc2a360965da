import { describe, expect, it } from 'vitest';
import { isDue, latestSlot, nextSlotTime } from './check-slots';

/** Local time, as the scheduler reads it. */
const at = (iso: string, hour: number, minute = 0) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour, minute).getTime();
};

describe('check slots', () => {
  it('a daily check falls due at the send hour; before it the slot is the day before', () => {
    expect(latestSlot('daily', at('2026-11-25', 6, 1))).toBe('2026-11-25');
    expect(latestSlot('daily', at('2026-11-25', 5, 59))).toBe('2026-11-24');
    expect(nextSlotTime('daily', at('2026-11-25', 9))).toBe(at('2026-11-26', 6));
  });

  it('a weekly check falls due on Mondays', () => {
    // 2026-11-23 is a Monday.
    expect(latestSlot('weekly', at('2026-11-27', 12))).toBe('2026-11-23');
    expect(latestSlot('weekly', at('2026-11-23', 5))).toBe('2026-11-16');
    expect(nextSlotTime('weekly', at('2026-11-27', 12))).toBe(at('2026-11-30', 6));
  });

  it('is due once per slot: checks missed while nothing ran are made once', () => {
    const now = at('2026-11-27', 8);
    expect(isDue('daily', null, now)).toBe(true);
    expect(isDue('daily', '2026-11-20', now)).toBe(true);
    expect(isDue('daily', '2026-11-27', now)).toBe(false);
    expect(isDue('weekly', '2026-11-23', now)).toBe(false);
    expect(isDue('weekly', '2026-11-16', now)).toBe(true);
  });
});
