import { describe, expect, it } from 'vitest';
import {
  emptyTargetForm,
  isTargetValid,
  normaliseTargetAmount,
  targetRequest,
  type TargetFormValues,
} from './target-form';

const limits = { today: '2026-11-24', earliest: '2024-03-01' };
const valid: TargetFormValues = {
  brands: ['Sunset Soda'],
  representatives: ['12'],
  date: '2026-11-02',
  target: 3,
};

describe('normaliseTargetAmount', () => {
  it.each([
    ['4', 4],
    [4.5, 4.5],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [Number.NaN, 0],
    ['-3', 3],
    [-7, 7],
    ['12', 10],
    [-12, 10],
    ['0', 0],
  ] as const)('%s becomes %s', (input, expected) => {
    expect(normaliseTargetAmount(input)).toBe(expected);
  });
});

describe('isTargetValid', () => {
  it('accepts brands, representatives, a date in range and a target 0 to 10', () => {
    expect(isTargetValid(valid, limits)).toBe(true);
    expect(isTargetValid({ ...valid, date: limits.today, target: 10 }, limits)).toBe(true);
    expect(isTargetValid({ ...valid, date: limits.earliest, target: 0 }, limits)).toBe(true);
  });

  it.each<[string, Partial<TargetFormValues>]>([
    ['no brands', { brands: [] }],
    ['no representatives', { representatives: [] }],
    ['no date', { date: null }],
    ['an impossible date', { date: '2026-02-30' }],
    ['a date after today', { date: '2026-11-25' }],
    ['a date before the earliest target date', { date: '2024-02-29' }],
    ['a negative target', { target: -1 }],
    ['a target over 10', { target: 10.5 }],
  ])('refuses %s', (_name, change) => {
    expect(isTargetValid({ ...valid, ...change }, limits)).toBe(false);
  });

  it('refuses the empty form', () => {
    expect(isTargetValid(emptyTargetForm(), limits)).toBe(false);
  });
});

it('targetRequest sends the API parameter names', () => {
  expect(targetRequest(valid)).toEqual({
    brands: ['Sunset Soda'],
    representativeIDs: ['12'],
    date: '2026-11-02',
    target: 3,
  });
});
