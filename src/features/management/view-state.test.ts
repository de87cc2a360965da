import { describe, expect, it } from 'vitest';
import { metricGroup } from './metrics-model';
import {
  firstPages,
  groupTableValues,
  MANAGEMENT_RETAINED_VIEW_KEYS,
  managementSearchSchema,
  metricPatch,
  pagePatch,
  readGroupTable,
  readViewSearch,
} from './view-state';

describe("the Management tables' view state", () => {
  it('reads each group its metric and page from the URL, a bad value as the default', () => {
    const search = managementSearchSchema.parse({
      salesMetric: 'totalAmount',
      salesPage: '3',
      accountPage: '0',
      merchandisingMetric: 'orders',
    });
    expect(readGroupTable(search, metricGroup('sales'))).toMatchObject({
      metric: { key: 'totalAmount', serverName: 'TotalAmount' },
      page: 3,
    });
    expect(readGroupTable(search, metricGroup('account'))).toMatchObject({
      metric: { key: 'visits' },
      page: 1,
    });
    // A metric of another group is not the merchandising table's.
    expect(readGroupTable(search, metricGroup('merchandising')).metric.key).toBe('merchForms');
  });

  it("sends a table's one metric and its page, page 1 left out", () => {
    const sales = metricGroup('sales');
    expect(groupTableValues({ metric: sales.metrics[1]!, page: 2 })).toEqual({
      metrics: sales.metrics[1]!.serverName,
      page: '2',
    });
    expect(groupTableValues({ metric: sales.metrics[0]!, page: 1 })).toEqual({
      metrics: sales.metrics[0]!.serverName,
    });
  });

  it('writes defaults as absent; a new metric keeps the page, Apply and a period shortcut start over', () => {
    const sales = metricGroup('sales');
    expect(metricPatch(sales, 'totalAmount')).toEqual({ salesMetric: 'totalAmount' });
    expect(metricPatch(sales, sales.metrics[0]!.key)).toEqual({ salesMetric: undefined });
    expect(pagePatch('account', 2)).toEqual({ accountPage: 2 });
    expect(pagePatch('account', 1)).toEqual({ accountPage: undefined });
    expect(MANAGEMENT_RETAINED_VIEW_KEYS).toEqual([
      'view',
      'accountMetric',
      'merchandisingMetric',
      'salesMetric',
    ]);
    expect(readViewSearch(firstPages({ view: 'brandWeek', salesMetric: 'orders', salesPage: 2 }))).toEqual({
      view: 'brandWeek',
      salesMetric: 'orders',
    });
  });
});
