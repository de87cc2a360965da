import { describe, expect, it, vi } from 'vitest';
import type { PanelQuery } from './panel';
import { withCompanion } from './with-companion';

const query = <T>(patch: Partial<PanelQuery<T>>): PanelQuery<T> => ({
  data: undefined,
  error: null,
  isError: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...patch,
});

describe('withCompanion', () => {
  it('is the main query while both are fine', () => {
    const main = query({ data: [1] });
    const combined = withCompanion(main, query({ data: 'x' }));
    expect(combined.data).toEqual([1]);
    expect(combined.isError).toBe(false);
  });

  it("fails with the companion's error and retries only the companion", () => {
    const main = query({ data: [1] });
    const companion = query({ isError: true, error: new Error('options down') });
    const combined = withCompanion(main, companion);
    expect(combined.isError).toBe(true);
    expect(combined.error).toEqual(new Error('options down'));
    combined.refetch();
    expect(companion.refetch).toHaveBeenCalledTimes(1);
    expect(main.refetch).not.toHaveBeenCalled();
  });

  it("shows the main query's error first and retries both when both failed", () => {
    const main = query({ isError: true, error: new Error('list down') });
    const companion = query({ isError: true, error: new Error('options down') });
    const combined = withCompanion(main, companion);
    expect(combined.error).toEqual(new Error('list down'));
    combined.refetch();
    expect(main.refetch).toHaveBeenCalledTimes(1);
    expect(companion.refetch).toHaveBeenCalledTimes(1);
  });
});
