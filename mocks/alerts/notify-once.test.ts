import { describe, expect, it } from 'vitest';
import { changePercent, conditionMet, firesNow } from './notify-once';

describe('conditionMet', () => {
  it('above and below are strict: a value on the threshold has not crossed it', () => {
    expect(conditionMet('above', 100, { value: 101, baseline: null })).toBe(true);
    expect(conditionMet('above', 100, { value: 100, baseline: null })).toBe(false);
    expect(conditionMet('below', 100, { value: 99.5, baseline: null })).toBe(true);
    expect(conditionMet('below', 100, { value: 100, baseline: null })).toBe(false);
  });

  it('up and down compare with the previous period by at least the percentage', () => {
    expect(changePercent(125, 100)).toBe(25);
    expect(conditionMet('up', 25, { value: 125, baseline: 100 })).toBe(true);
    expect(conditionMet('up', 25, { value: 124, baseline: 100 })).toBe(false);
    expect(conditionMet('down', 10, { value: 90, baseline: 100 })).toBe(true);
    expect(conditionMet('down', 10, { value: 91, baseline: 100 })).toBe(false);
    // A rise never meets a fall rule, and the other way round.
    expect(conditionMet('down', 10, { value: 150, baseline: 100 })).toBe(false);
    expect(conditionMet('up', 10, { value: 50, baseline: 100 })).toBe(false);
  });

  it('without a value or a previous period to compare with, nothing is met', () => {
    expect(conditionMet('above', 0, { value: null, baseline: null })).toBe(false);
    expect(conditionMet('up', 10, { value: 5, baseline: 0 })).toBe(false);
    expect(conditionMet('down', 10, { value: 5, baseline: null })).toBe(false);
  });
});

describe('notify once', () => {
  it('fires when the condition becomes true, and again only after it has been false', () => {
    const mets = [false, true, true, true, false, false, true, true];
    const fired: boolean[] = [];
    let previous: boolean | null = null;
    for (const met of mets) {
      fired.push(firesNow(previous, met));
      previous = met;
    }
    expect(fired).toEqual([false, true, false, false, false, false, true, false]);
  });

  it('a rule made while its condition already holds fires at its first check', () => {
    expect(firesNow(null, true)).toBe(true);
    expect(firesNow(null, false)).toBe(false);
  });
});
