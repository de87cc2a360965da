import { describe, expect, it } from 'vitest';
import { toRequestParams } from '@/filters/normalise';
import { parseFilter } from '@/filters/schemas';
import { parseSearch, stringifySearch } from '@/filters/url-codec';
import {
  chartMetricPatch,
  chartSearch,
  hiddenPatch,
  pageMetricPatch,
  readSalesView,
  SALES_VIEW_KEYS,
  salesSearchSchema,
  topSortPatch,
} from './view-state';

const fromUrl = (search: string) => salesSearchSchema.parse(parseSearch(search));

describe('sales view state in the URL', () => {
  it('reads a shared link: metric, chart overrides and hidden series', () => {
    const search = fromUrl('?brand=Sunset%20Soda&hideSkus=Cola%2012oz~Lime&metric=dollars&skuMetric=cases');
    expect(readSalesView(search)).toEqual({
      metric: 'dollars',
      chartMetric: { total: 'dollars', sku: 'cases', distributor: 'dollars' },
      hidden: { sku: ['Cola 12oz', 'Lime'], distributor: [] },
      topSort: { key: 'amount', direction: 'desc' },
    });
  });

  it('falls back to Cases for anything malformed, and never throws', () => {
    const search = fromUrl(
      '?metric=euros&totalMetric=1&hideSkus=&hideDistributors=,,&topSort=address&topDir=up',
    );
    expect(readSalesView(search)).toEqual({
      metric: 'cases',
      chartMetric: { total: 'cases', sku: 'cases', distributor: 'cases' },
      hidden: { sku: [], distributor: [] },
      topSort: { key: 'amount', direction: 'desc' },
    });
  });

  it('keeps the Top 10 sort in the URL, the default (Amount, highest first) left out', () => {
    expect(readSalesView(fromUrl('?topSort=cases&topDir=asc')).topSort).toEqual({
      key: 'cases',
      direction: 'asc',
    });
    expect(readSalesView(fromUrl('?topSort=cases')).topSort).toEqual({ key: 'cases', direction: 'desc' });
    expect(topSortPatch({ key: 'cases', direction: 'desc' })).toEqual({
      topSort: 'cases',
      topDir: undefined,
    });
    expect(topSortPatch({ key: 'amount', direction: 'asc' })).toEqual({ topSort: undefined, topDir: 'asc' });
    expect(topSortPatch({ key: 'amount', direction: 'desc' })).toEqual({
      topSort: undefined,
      topDir: undefined,
    });
  });

  it('never leaks into the filter, its request params or query keys', () => {
    const search = fromUrl('?cities=Irvine&metric=dollars&skuMetric=cases&hideDistributors=A&topSort=cases');
    const filter = parseFilter('sales', search);
    expect(Object.keys(filter).some((k) => (SALES_VIEW_KEYS as string[]).includes(k))).toBe(false);
    expect(toRequestParams(filter)).toEqual({ cities: 'Irvine' });
  });

  it('writes defaults as absent and lists sorted, so the URL stays short and stable', () => {
    const view = readSalesView(fromUrl('?metric=dollars'));
    expect(pageMetricPatch('cases')).toEqual({
      metric: undefined,
      totalMetric: undefined,
      skuMetric: undefined,
      distributorMetric: undefined,
    });
    expect(chartMetricPatch(view, 'sku', 'dollars')).toEqual({ skuMetric: undefined });
    expect(chartMetricPatch(view, 'sku', 'cases')).toEqual({ skuMetric: 'cases' });
    expect(hiddenPatch('distributor', new Set(['Zeta', 'Alpha Co.']))).toEqual({
      hideDistributors: 'Alpha Co.~Zeta',
    });
    expect(hiddenPatch('sku', new Set())).toEqual({ hideSkus: undefined });
  });

  it('writes hidden series in one format that survives the round trip unchanged', () => {
    const url = stringifySearch({
      brand: 'B',
      metric: undefined,
      ...hiddenPatch('sku', new Set(['Lime', 'Cola 12oz'])),
    });
    expect(url).toBe('?brand=B&hideSkus=Cola%2012oz~Lime');
    // The router writes back the raw or the validated search: either gives the same URL.
    expect(stringifySearch(parseSearch(url))).toBe(url);
    expect(stringifySearch(fromUrl(url))).toBe(url);
    expect(stringifySearch(fromUrl('?hideSkus=Lime,Cola%2012oz'))).toBe('?hideSkus=Lime~Cola%2012oz');
    expect(readSalesView(fromUrl(url)).hidden.sku).toEqual(['Cola 12oz', 'Lime']);
    // Hand-written commas work too.
    expect(readSalesView(fromUrl('?hideSkus=Cola%2012oz,Lime')).hidden.sku).toEqual(['Cola 12oz', 'Lime']);
  });

  it("gives each chart only the keys it shows, which read as the whole view's", () => {
    const search = fromUrl(
      '?hideDistributors=Acme&hideSkus=Lime&metric=dollars&skuMetric=cases&topDir=asc&topSort=cases',
    );
    expect(chartSearch(search, 'sku')).toEqual({ metric: 'dollars', skuMetric: 'cases', hideSkus: 'Lime' });
    expect(chartSearch(search, 'distributor')).toEqual({
      metric: 'dollars',
      distributorMetric: undefined,
      hideDistributors: 'Acme',
    });
    expect(chartSearch(search, 'total')).toEqual({ metric: 'dollars', totalMetric: undefined });
    const whole = readSalesView(search);
    for (const chart of ['total', 'sku', 'distributor'] as const) {
      const own = readSalesView(chartSearch(search, chart));
      expect(own.chartMetric[chart]).toBe(whole.chartMetric[chart]);
      if (chart !== 'total') expect(own.hidden[chart]).toEqual(whole.hidden[chart]);
    }
  });
});
