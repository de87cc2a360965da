import { describe, expect, it } from 'vitest';
import { chooseAsm, pageOfReps } from './efforts-rep-page';

const NAMES = ['maria Delgado', 'Alex Moreno', 'Ben Ortiz', 'Ana Lopez', 'Chris Park'];

describe('the Time & Efforts representative paging rules', () => {
  it('cut pages of the given size in name order and count every representative', () => {
    expect(pageOfReps(NAMES, 1, 2)).toEqual({ total: 5, names: ['Alex Moreno', 'Ana Lopez'] });
    expect(pageOfReps(NAMES, 3, 2)).toEqual({ total: 5, names: ['maria Delgado'] });
    expect(pageOfReps(NAMES, 4, 2)).toEqual({ total: 5, names: [] });
    expect(pageOfReps([], 1, 2)).toEqual({ total: 0, names: [] });
  });

  it('show the asked ASM, the first without one, and refuse one the filter does not hold', () => {
    const asms = ['Dana Reyes', 'Sam Cole'];
    expect(chooseAsm(asms, undefined)).toBe('Dana Reyes');
    expect(chooseAsm(asms, '')).toBe('Dana Reyes');
    expect(chooseAsm(asms, 'Sam Cole')).toBe('Sam Cole');
    expect(chooseAsm(asms, 'sam cole')).toBeUndefined();
    expect(chooseAsm([], undefined)).toBeNull();
    expect(chooseAsm([], 'Sam Cole')).toBeUndefined();
  });
});
