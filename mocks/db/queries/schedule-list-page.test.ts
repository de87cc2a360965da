import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE_LIST_VIEW,
  orderedNames,
  pageOfNames,
  startsWithPrefix,
} from './schedule-list-page';

const NAMES = ['maria Delgado', 'Alex Moreno', 'Ben Ortiz', 'Ana Lopez', 'Chris Park'];
const view = (patch: Partial<typeof DEFAULT_SCHEDULE_LIST_VIEW>) => ({
  ...DEFAULT_SCHEDULE_LIST_VIEW,
  ...patch,
});

describe('the ASM Schedule paging rules', () => {
  it('match the start of a name, trimmed and in any case', () => {
    expect(startsWithPrefix('Ana Lopez', ' an')).toBe(true);
    expect(startsWithPrefix('Ana Lopez', 'LOPEZ')).toBe(false);
    expect(startsWithPrefix('Ana Lopez', '')).toBe(true);
  });

  it('order names alphabetically, either way, after the prefix', () => {
    expect(orderedNames(NAMES, view({}))).toEqual([
      'Alex Moreno',
      'Ana Lopez',
      'Ben Ortiz',
      'Chris Park',
      'maria Delgado',
    ]);
    expect(orderedNames(NAMES, view({ order: 'desc', prefix: 'a' }))).toEqual(['Ana Lopez', 'Alex Moreno']);
  });

  it('cut pages of the given size and count every match', () => {
    expect(pageOfNames(NAMES, view({ page: 1 }), 2)).toEqual({
      total: 5,
      names: ['Alex Moreno', 'Ana Lopez'],
    });
    expect(pageOfNames(NAMES, view({ page: 3 }), 2)).toEqual({ total: 5, names: ['maria Delgado'] });
    expect(pageOfNames(NAMES, view({ page: 4 }), 2)).toEqual({ total: 5, names: [] });
    expect(pageOfNames(NAMES, view({ prefix: 'x' }), 2)).toEqual({ total: 0, names: [] });
  });
});
