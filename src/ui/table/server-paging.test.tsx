import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLastPageWhenPast } from './server-paging';

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
