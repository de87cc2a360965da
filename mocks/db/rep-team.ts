import { EXTRA_REP_SURNAMES, REP_NAMES } from './reference-data';

/**
 * The field team of a data set. A brand's team grows with its stores: the named 24 at
 * scale 1 and below, about 24 x scale above it (240 at 10x, 960 at 40x), so a
 * representative's week holds about as many visits at every scale, as in the field.
 */
export const repCount = (scale: number): number =>
  Math.max(REP_NAMES.length, Math.round(REP_NAMES.length * scale));

const FIRST_NAMES = REP_NAMES.map((n) => n.split(' ')[0] as string);
const SURNAMES = [...REP_NAMES.map((n) => n.split(' ').slice(1).join(' ')), ...EXTRA_REP_SURNAMES];
const INITIALS = 'ABCDEFGHJKLMNPRSTVW';

/**
 * `count` distinct names: the named team first, then every first name with every surname
 * (each round of 24 has 24 different surnames, so a page of names is not one family), then
 * the same with a middle initial.
 */
export const repNames = (count: number): string[] => {
  const names: string[] = REP_NAMES.slice(0, count);
  const taken = new Set<string>(REP_NAMES);
  for (let round = 0; names.length < count; round++) {
    const initial = round === 0 ? '' : `${INITIALS[(round - 1) % INITIALS.length]}. `;
    const suffix = round > INITIALS.length ? ` ${Math.ceil(round / INITIALS.length)}` : '';
    for (let shift = 0; shift < SURNAMES.length && names.length < count; shift++) {
      for (let f = 0; f < FIRST_NAMES.length && names.length < count; f++) {
        const name = `${FIRST_NAMES[f]} ${initial}${SURNAMES[(f + shift) % SURNAMES.length]}${suffix}`;
        if (taken.has(name)) continue;
        taken.add(name);
        names.push(name);
      }
    }
  }
  return names;
};

/**
 * Each representative's territory (an index into `weights`, territories heaviest first).
 * The named team as it always was: one rep per territory in order, round and round. Every
 * further rep goes where the accounts per rep are highest (the D'Hondt rule), so a large
 * team follows the stores.
 */
export const repTerritories = (count: number, weights: readonly number[]): number[] => {
  const named = Math.min(count, REP_NAMES.length);
  const assigned: number[] = [];
  const perTerritory = weights.map(() => 0);
  for (let idx = 0; idx < named; idx++) {
    const t = idx % weights.length;
    assigned.push(t);
    perTerritory[t] = (perTerritory[t] as number) + 1;
  }
  for (let idx = named; idx < count; idx++) {
    let best = 0;
    for (let t = 1; t < weights.length; t++) {
      const load = (weights[t] as number) / ((perTerritory[t] as number) + 1);
      if (load > (weights[best] as number) / ((perTerritory[best] as number) + 1)) best = t;
    }
    assigned.push(best);
    perTerritory[best] = (perTerritory[best] as number) + 1;
  }
  return assigned;
};
