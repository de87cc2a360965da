import { describe, expect, it } from 'vitest';
import { isVisiblePanelQuery, oldestVisibleData, updatedText } from './freshness';

const query = (key: string, dataUpdatedAt: number, active = true) => ({
  queryKey: [key],
  isActive: () => active,
  state: { dataUpdatedAt },
});

describe('freshness', () => {
  it('counts only the panels on screen, not the filter options', () => {
    expect(isVisiblePanelQuery(query('/sales', 1))).toBe(true);
    expect(isVisiblePanelQuery(query('/sales', 1, false))).toBe(false);
    expect(isVisiblePanelQuery(query('filter-options', 1))).toBe(false);
  });

  it('stamps the oldest visible data, ignoring queries without data', () => {
    expect(oldestVisibleData([])).toBeNull();
    expect(
      oldestVisibleData([
        query('/sales', 5_000),
        query('/sales/totals', 3_000),
        query('/sales/top', 0),
        query('/accounts', 1_000, false),
        query('filter-options', 500),
      ]),
    ).toBe(3_000);
  });

  it('says how long ago, in words', () => {
    const at = Date.UTC(2026, 10, 24, 9, 0);
    expect(updatedText(at, at + 59_000)).toBe('Updated just now');
    expect(updatedText(at, at - 5_000)).toBe('Updated just now');
    expect(updatedText(at, at + 60_000)).toBe('Updated 1 min ago');
    expect(updatedText(at, at + 2 * 60_000 + 30_000)).toBe('Updated 2 min ago');
    expect(updatedText(at, at + 59 * 60_000)).toBe('Updated 59 min ago');
    expect(updatedText(at, at + 3 * 3_600_000 + 1)).toBe('Updated 3 h ago');
  });
});
