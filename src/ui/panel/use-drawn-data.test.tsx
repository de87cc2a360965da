import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PanelQuery } from './panel-query';
import { useDrawnData } from './use-drawn-data';

const query = (patch: Partial<PanelQuery<string>>): PanelQuery<string> => ({
  data: undefined,
  error: null,
  isError: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...patch,
});

/** What the hook returned, render by render, once the query moved from `before` to `after`. */
function rendersAfter(before: PanelQuery<string>, after: PanelQuery<string>): (string | undefined)[] {
  const renders: (string | undefined)[] = [];
  const { rerender } = renderHook(
    ({ current }) => {
      const data = useDrawnData(current);
      renders.push(data);
      return data;
    },
    { initialProps: { current: before } },
  );
  renders.length = 0;
  act(() => rerender({ current: after }));
  return renders;
}

describe('useDrawnData', () => {
  it('keeps the older data in the first render when an answer the panel waited for arrives', () => {
    const renders = rendersAfter(query({ data: 'may', isPlaceholderData: true }), query({ data: 'june' }));
    expect(renders[0]).toBe('may');
    expect(renders.at(-1)).toBe('june');
  });

  it('keeps the skeleton in the first render when the first answer arrives', () => {
    const renders = rendersAfter(query({}), query({ data: 'june' }));
    expect(renders[0]).toBeUndefined();
    expect(renders.at(-1)).toBe('june');
  });

  it('draws data checked again (restored from the last visit) like an answer waited for', () => {
    const renders = rendersAfter(query({ data: 'stored', isRefetching: true }), query({ data: 'fresh' }));
    expect(renders[0]).toBe('stored');
    expect(renders.at(-1)).toBe('fresh');
  });

  it('draws a flip from one current answer to another already cached at once', () => {
    const renders = rendersAfter(query({ data: 'may' }), query({ data: 'june' }));
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.every((value) => value === 'june')).toBe(true);
  });
});
