import { describe, expect, it } from 'vitest';
import { clampPageOf, pageCountOf, rangeTextOf } from './server-paging';

describe('server paging arithmetic', () => {
  it('name the rows on screen and show the last page for a page past the end', () => {
    expect(rangeTextOf(3, 10, 4, 24)).toBe('Showing 21-24 of 24');
    expect(rangeTextOf(1, 10, 0, 0)).toBe('Showing 0 of 0');
    expect(pageCountOf(24, 10)).toBe(3);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(clampPageOf(9, 24, 10)).toBe(3);
    expect(clampPageOf(9, 0, 10)).toBe(1);
  });
});
