import { describe, expect, it } from 'vitest';
import { compareCodePoints, compareText } from './compare';

describe('compareText', () => {
  it('sorts names as en-US localeCompare does', () => {
    const names = ['bob', 'Ann', 'ann', 'Émile', 'Zoe', 'eve', '10 Store', '9 Store', 'Ölaf', 'o’Neil'];
    expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });
});

describe('compareCodePoints', () => {
  it('sorts YYYY-MM-DD dates in time order', () => {
    expect(['2026-11-02', '2025-12-31', '2026-01-10'].sort(compareCodePoints)).toEqual([
      '2025-12-31',
      '2026-01-10',
      '2026-11-02',
    ]);
    expect(compareCodePoints('2026-01-01', '2026-01-01')).toBe(0);
  });
});
