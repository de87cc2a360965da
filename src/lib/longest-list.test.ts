import { describe, expect, it } from 'vitest';
import { longestListAt } from './longest-list';

describe('longestListAt', () => {
  it('finds the longest list in a value, its fields and their fields, no deeper', () => {
    expect(longestListAt([1, 2, 3])).toEqual({ path: [], length: 3 });
    expect(longestListAt({ a: [1], b: { c: [1, 2] } })).toEqual({ path: ['b', 'c'], length: 2 });
    expect(longestListAt({ a: { b: { c: [1, 2, 3, 4] } } })).toEqual({ path: [], length: 0 });
  });

  it('finds nothing in a value without lists', () => {
    expect(longestListAt(null).length).toBe(0);
    expect(longestListAt('text').length).toBe(0);
    expect(longestListAt({ when: new Date(0), count: 3 }).length).toBe(0);
  });
});
