import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeKeys, isLastActive, toggleSeries } from './toggle-series';

const keys = ['a', 'b', 'c'];

describe('toggleSeries', () => {
  it('disables an active series and enables a disabled one', () => {
    const off = toggleSeries(new Set(), 'a', keys);
    expect([...off]).toEqual(['a']);
    expect([...toggleSeries(off, 'a', keys)]).toEqual([]);
  });

  it('never disables the last active series', () => {
    const twoOff = new Set(['a', 'b']);
    const result = toggleSeries(twoOff, 'c', keys);
    expect(result).toBe(twoOff);
    expect(isLastActive(twoOff, 'c', keys)).toBe(true);
    expect(isLastActive(twoOff, 'a', keys)).toBe(false);
  });

  it('keeps a single-series chart on', () => {
    expect(toggleSeries(new Set(), 'only', ['only']).size).toBe(0);
  });

  it('ignores keys the chart does not have, but keeps stale disabled keys', () => {
    const stale = new Set(['gone']);
    expect(toggleSeries(stale, 'unknown', keys)).toBe(stale);
    // 'gone' is not a current series, so it does not count as active: 'a' and 'b' can go.
    const next = toggleSeries(toggleSeries(stale, 'a', keys), 'b', keys);
    expect(activeKeys(next, keys)).toEqual(['c']);
    expect(next.has('gone')).toBe(true);
  });

  it('does not mutate its input', () => {
    const input = new Set(['a']);
    toggleSeries(input, 'b', keys);
    toggleSeries(input, 'a', keys);
    expect([...input]).toEqual(['a']);
  });

  it('keeps at least one series active whatever is clicked', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...keys), { maxLength: 30 }), (clicks) => {
        let disabled: ReadonlySet<string> = new Set();
        for (const key of clicks) disabled = toggleSeries(disabled, key, keys);
        expect(activeKeys(disabled, keys).length).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
