import { describe, expect, it } from 'vitest';
import { segmentsOf } from './bar-targets';

describe('segmentsOf', () => {
  const y = (v: number) => 400 - v;

  it('gives each bar a stretch one band wide at its own target, so equal neighbours meet', () => {
    expect(segmentsOf([50, 150, 250], [100, 100, 200], y)).toEqual([
      { x1: 0, x2: 100, y: 300 },
      { x1: 100, x2: 200, y: 300 },
      { x1: 200, x2: 300, y: 200 },
    ]);
  });

  it('leaves out bars without a target or a place on the axis', () => {
    expect(segmentsOf([50, undefined, 250], [null, 100, 200], y)).toEqual([{ x1: 150, x2: 350, y: 200 }]);
  });
});
