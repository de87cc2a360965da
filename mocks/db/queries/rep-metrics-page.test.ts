import { describe, expect, it } from 'vitest';
import { readRepMetricsRequest, repsOfPage } from './rep-metrics-page';

const NAMES = ['maria Delgado', 'Alex Moreno', 'Ben Ortiz', 'Ana Lopez', 'Chris Park'];

describe("Management's representative metric paging rules", () => {
  it('read the metrics asked for, in their order, and the page (1 when absent)', () => {
    expect(readRepMetricsRequest({ metrics: 'HoursWorked' })).toEqual({ metrics: ['HoursWorked'], page: 1 });
    expect(readRepMetricsRequest({ metrics: 'TotalAmount,HoursWorked', page: '3' })).toEqual({
      metrics: ['TotalAmount', 'HoursWorked'],
      page: 3,
    });
  });

  it('name the parameter of a request they cannot answer', () => {
    for (const [values, parameter] of [
      [{}, 'metrics'],
      [{ metrics: '' }, 'metrics'],
      [{ metrics: 'Hours' }, 'metrics'],
      [{ metrics: 'HoursWorked,toString' }, 'metrics'],
      [{ metrics: 'HoursWorked,HoursWorked' }, 'metrics'],
      [{ metrics: 'HoursWorked', page: '0' }, 'page'],
      [{ metrics: 'HoursWorked', page: '1.5' }, 'page'],
      [{ metrics: 'HoursWorked', page: 'two' }, 'page'],
    ] as const) {
      expect(readRepMetricsRequest(values), JSON.stringify(values)).toMatchObject({ parameter });
    }
  });

  it('cut pages of representatives in name order, none past the last', () => {
    expect(repsOfPage(NAMES, 1, 2)).toEqual(['Alex Moreno', 'Ana Lopez']);
    expect(repsOfPage(NAMES, 3, 2)).toEqual(['maria Delgado']);
    expect(repsOfPage(NAMES, 4, 2)).toEqual([]);
    expect(repsOfPage(NAMES, 1)).toHaveLength(5);
  });
});
