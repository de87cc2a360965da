import { describe, expect, it } from 'vitest';
import { readMetricNames, repsOfPage } from './rep-metrics-page';

const NAMES = ['maria Delgado', 'Alex Moreno', 'Ben Ortiz', 'Ana Lopez', 'Chris Park'];

describe("Management's representative metric paging rules", () => {
  it('read the metrics asked for, in their order', () => {
    expect(readMetricNames('HoursWorked')).toEqual(['HoursWorked']);
    expect(readMetricNames('TotalAmount,HoursWorked')).toEqual(['TotalAmount', 'HoursWorked']);
  });

  it('say what is wrong with metrics they cannot answer', () => {
    for (const value of [undefined, '', 'Hours', 'HoursWorked,toString', 'HoursWorked,HoursWorked'])
      expect(readMetricNames(value), String(value)).toMatchObject({
        error: expect.stringMatching(/^Parameter metrics /),
      });
  });

  it('cut pages of representatives in name order, none past the last', () => {
    expect(repsOfPage(NAMES, 1, 2)).toEqual(['Alex Moreno', 'Ana Lopez']);
    expect(repsOfPage(NAMES, 3, 2)).toEqual(['maria Delgado']);
    expect(repsOfPage(NAMES, 4, 2)).toEqual([]);
    expect(repsOfPage(NAMES, 1)).toHaveLength(5);
  });
});
