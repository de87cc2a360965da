import { describe, expect, it } from 'vitest';
import { nearColumns, splitColumns } from './near-columns';

describe('near columns', () => {
  it('builds the columns on screen and a step either side, in whole steps', () => {
    // The schedule's calendar: 180 px names, 231 px days, a week a step.
    const at = (scrollLeft: number, count = 330) =>
      nearColumns({ scrollLeft, viewWidth: 1400, leadWidth: 180, columnWidth: 231, count, step: 7 });
    // 1220 px of days show 6 columns (0..5): one more week either side, whole weeks.
    expect(at(0)).toEqual({ from: 0, to: 13 });
    // Scrolled to day 100 (x = 23100): days 100..105 on screen, 93..112 near, weeks 91..118.
    expect(at(100 * 231)).toEqual({ from: 91, to: 118 });
    // A few pixels more build nothing new: the range moves a step at a time.
    expect(at(100 * 231 + 50)).toEqual(at(100 * 231));
    // Scrolled to the end (180 + 330 * 231 - 1400): the range stops at the last column.
    expect(at(75_010)).toEqual({ from: 315, to: 329 });
    // A step fits whole; no column builds nothing.
    expect(at(0, 7)).toEqual({ from: 0, to: 6 });
    expect(at(0, 0)).toEqual({ from: 0, to: -1 });
  });

  it('builds about three weeks of a year of 96 px day columns, on a laptop and a phone', () => {
    const at = (scrollLeft: number, viewWidth = 1350) =>
      nearColumns({ scrollLeft, viewWidth, leadWidth: 180, columnWidth: 96, count: 330, step: 7 });
    // 1170 px show days 0..12; a week more and whole weeks: 0..20 (21 of 330 columns).
    expect(at(0)).toEqual({ from: 0, to: 20 });
    // Day 200 at the left edge: 200..212 on screen, 193..219 near, weeks 189..223.
    expect(at(200 * 96)).toEqual({ from: 189, to: 223 });
    // On a phone (343 px, 160 px names) two days show: still whole weeks around them.
    expect(
      nearColumns({ scrollLeft: 0, viewWidth: 343, leadWidth: 160, columnWidth: 96, count: 330, step: 7 }),
    ).toEqual({ from: 0, to: 13 });
  });

  it('builds some twenty of two years of week columns', () => {
    // Time & Efforts' hours table: 180 px names, 136 px weeks, four weeks a step.
    const range = nearColumns({
      scrollLeft: 0,
      viewWidth: 1360,
      leadWidth: 180,
      columnWidth: 136,
      count: 120,
      step: 4,
    });
    // 1180 px show weeks 0..8; four more and whole steps: 0..15.
    expect(range).toEqual({ from: 0, to: 15 });
  });

  it('cuts the columns at the range: those built and those left out on each side', () => {
    const columns = Array.from({ length: 31 }, (_, i) => i);
    const { before, near, after } = splitColumns(columns, { from: 7, to: 20 });
    expect(before).toEqual(columns.slice(0, 7));
    expect(near[0]).toBe(7);
    expect(near).toHaveLength(14);
    expect(after[0]).toBe(21);
    expect([...before, ...near, ...after]).toEqual(columns);
    // A range over all leaves nothing out; no column builds nothing.
    expect(splitColumns(columns.slice(0, 7), { from: 0, to: 6 })).toEqual({
      before: [],
      near: columns.slice(0, 7),
      after: [],
    });
    expect(splitColumns([], { from: 0, to: -1 })).toEqual({ before: [], near: [], after: [] });
  });
});
