import { describe, expect, it } from 'vitest';
import { REP_NAMES } from './reference-data';
import { repCount, repNames, repTerritories } from './rep-team';

describe('the field team grows with the data set', () => {
  it('is the named 24 at scale 1 and below, 24 x scale above', () => {
    expect([0.05, 0.2, 1].map(repCount)).toEqual([24, 24, 24]);
    expect([1.5, 10, 40].map(repCount)).toEqual([36, 240, 960]);
  });

  it('names the named team first, then distinct names', () => {
    const names = repNames(2000);
    expect(names.slice(0, 24)).toEqual([...REP_NAMES]);
    expect(new Set(names).size).toBe(2000);
    expect(names.every((n) => /^[A-Z][a-z]+ ([A-Z]\. )?[A-Z][A-Za-z]+( \d+)?$/.test(n))).toBe(true);
    // A page of ten added reps is not one family.
    expect(new Set(names.slice(24, 34).map((n) => n.split(' ').at(-1))).size).toBe(10);
  });

  it('keeps the named team where it was: one per territory, round and round', () => {
    const weights = [9, 7, 5, 3, 1];
    expect(repTerritories(7, weights)).toEqual([0, 1, 2, 3, 4, 0, 1]);
    expect(repTerritories(24, weights).slice(0, 24)).toEqual(
      Array.from({ length: 24 }, (_, i) => i % weights.length),
    );
  });

  it('sends further reps where the accounts per rep are highest', () => {
    const weights = [40, 20, 10, 5, 5];
    const assigned = repTerritories(240, weights);
    const perTerritory = weights.map((_, t) => assigned.filter((a) => a === t).length);
    expect(perTerritory.reduce((a, b) => a + b)).toBe(240);
    const loads = weights.map((w, t) => w / (perTerritory[t] as number));
    // Every territory's accounts per rep within one rep's share of the others'.
    expect(Math.max(...loads) / Math.min(...loads)).toBeLessThan(1.3);
  });
});
