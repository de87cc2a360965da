import { describe, expect, it } from 'vitest';
import {
  acceptWholeNumberInput,
  acceptZipInput,
  COMPARISON_OPTIONS,
  formatComparison,
  normaliseComparison,
  parseComparison,
  parseNoActivity,
} from './field-rules';

describe('acceptZipInput', () => {
  it('accepts digits and deletions, ignores anything else', () => {
    expect(acceptZipInput('902', '9021')).toBe('9021');
    expect(acceptZipInput('902', '')).toBe('');
    expect(acceptZipInput('902', '902a')).toBe('902');
    expect(acceptZipInput('902', '902 ')).toBe('902');
    expect(acceptZipInput('902', '-902')).toBe('902');
  });
});

describe('acceptWholeNumberInput', () => {
  it('keeps the digits and, when signed, one leading minus; drops the shown unit', () => {
    expect(acceptWholeNumberInput('12', false)).toBe('12');
    expect(acceptWholeNumberInput('', false)).toBe('');
    expect(acceptWholeNumberInput('-12', false)).toBe('12');
    expect(acceptWholeNumberInput('1.5', false)).toBe('15');
    expect(acceptWholeNumberInput('-12', true)).toBe('-12');
    expect(acceptWholeNumberInput('-', true)).toBe('-');
    expect(acceptWholeNumberInput('3 days', true)).toBe('3');
    expect(acceptWholeNumberInput('3 days5', true)).toBe('35');
    expect(acceptWholeNumberInput('3a', true)).toBe('3');
    expect(acceptWholeNumberInput('3-', true)).toBeNull();
    expect(acceptWholeNumberInput('--3', true)).toBeNull();
  });
});

describe('parseNoActivity', () => {
  it('empty or non-numeric -> 0, negative -> absolute', () => {
    expect(parseNoActivity('')).toBe(0);
    expect(parseNoActivity('abc')).toBe(0);
    expect(parseNoActivity(undefined)).toBe(0);
    expect(parseNoActivity(NaN)).toBe(0);
    expect(parseNoActivity('Infinity')).toBe(0);
    expect(parseNoActivity('-12')).toBe(12);
    expect(parseNoActivity(-4)).toBe(4);
    expect(parseNoActivity(' 30 ')).toBe(30);
    expect(parseNoActivity('2.9')).toBe(2);
  });
});

describe('comparisons', () => {
  it('parses sign letter plus whole number', () => {
    expect(parseComparison('m5')).toEqual({ op: 'm', value: 5 });
    expect(parseComparison('l0')).toEqual({ op: 'l', value: 0 });
    expect(parseComparison('e12')).toEqual({ op: 'e', value: 12 });
    expect(parseComparison('q5')).toBeNull();
    expect(parseComparison('m-5')).toBeNull();
    expect(parseComparison('m')).toBeNull();
    expect(parseComparison('m99999999999999999999')).toBeNull();
  });

  it('formats and canonicalises', () => {
    expect(formatComparison({ op: 'l', value: 3 })).toBe('l3');
    expect(normaliseComparison('e003')).toBe('e3');
    expect(normaliseComparison('x')).toBeNull();
  });

  it('labels the operators', () => {
    expect(COMPARISON_OPTIONS.map((o) => o.label)).toEqual(['More Than', 'Less Than', 'Equal To']);
  });
});
