import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clampPageOf, rangeTextOf, useLastPageWhenPast } from './server-paging';

describe('useLastPageWhenPast', () => {
  it('moves a page past the end to the last page once the total is in, and leaves others alone', () => {
    const onPage = vi.fn();
    const { rerender } = renderHook(({ page, last }) => useLastPageWhenPast(page, last, onPage), {
      initialProps: { page: 40, last: undefined as number | undefined },
    });
    expect(onPage).not.toHaveBeenCalled();
    rerender({ page: 40, last: 3 });
    expect(onPage).toHaveBeenCalledWith(3);
    onPage.mockClear();
    rerender({ page: 2, last: 3 });
    expect(onPage).not.toHaveBeenCalled();
  });
});

describe('the paging arithmetic', () => {
  it('names the rows on screen and shows the last page for a page past the end', () => {
    expect(rangeTextOf(3, 10, 4, 24)).toBe('Showing 21-24 of 24');
    expect(rangeTextOf(1, 10, 0, 0)).toBe('Showing 0 of 0');
    expect(rangeTextOf(2, 50, 50, 1234)).toBe('Showing 51-100 of 1,234');
    expect(clampPageOf(9, 24, 10)).toBe(3);
    expect(clampPageOf(9, 0, 10)).toBe(1);
    expect(clampPageOf(2, 24, 10)).toBe(2);
  });
});
