import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsData } from '@/api/contract/accounts';
import { accountImagesReport, merchandisingData } from '@/api/contract/merchandising';
import {
  SCORECARD_BLOCKS,
  brandSalesByDistributorReport,
  chainPromosReport,
  chainScorecardReport,
  merchandisingReport,
  reportsFilters,
  scorecardMonth,
  scorecardWeek,
  scorecardWeekReport,
  skuSalesByAccountReport,
  voidsReport,
} from '@/api/contract/reports';
import { salesData } from '@/api/contract/sales';
import { joinList } from '@/lib/request-list';
import { startOfIsoWeek } from '../db/dates';
import { getDb } from '../db/get-db';
import { ACCOUNT_IMAGES_WEEK_ERROR } from './reports';
import { callDemoApi, readPdfLines, readXlsxRows } from './testing/call-demo-api';

const BRAND = 'Sunset Soda';
let period: { dateStart: string; dateEnd: string };

beforeAll(() => {
  const db = getDb();
  // Six full ISO weeks ending last Sunday: weeks and months both split it.
  const lastSunday = startOfIsoWeek(db.todayDay) - 1;
  period = { dateStart: db.iso(lastSunday - 41), dateEnd: db.iso(lastSunday) };
});

const json = async <T>(endpoint: { path: string; response: { parse: (v: unknown) => T } }, query = {}) =>
  endpoint.response.parse(await (await callDemoApi(endpoint, { brand: BRAND, ...period, ...query })).json());

const sumColumn = (rows: unknown[][], header: string) => {
  const column = (rows[0] as string[]).indexOf(header);
  return rows.slice(1).reduce((sum, row) => sum + Number(row[column]), 0);
};

describe('reports handlers', () => {
  it('list each visible brand with its scorecard files and both SKU lists', async () => {
    const options = reportsFilters.response.parse(
      await (await callDemoApi(reportsFilters, {}, 'manager')).json(),
    );
    expect(Object.keys(options.scorecards).sort()).toEqual(options.brands.map((b) => b.name).sort());
    for (const brand of options.brands) expect(options.scorecards[brand.name]?.length).toBeGreaterThan(0);
    expect(options.salesSkuNames.length).toBeGreaterThan(0);
    expect(options.merchandisingSkuNames).toEqual(options.salesSkuNames);
  });

  it('split the period into ISO weeks and months that add up to the sections’ own numbers', async () => {
    const weeks = await json(scorecardWeek);
    const months = await json(scorecardMonth);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.label === 'Week')).toBe(true);
    expect(weeks[0]?.start).toBe(period.dateStart);
    expect(months.at(-1)?.end).toBe(period.dateEnd);
    const sales = await json(salesData);
    const merch = await json(merchandisingData);
    for (const rows of [weeks, months]) {
      expect(rows.reduce((s, r) => s + r.orders, 0)).toBe(sales.summary.ordersSubmitted);
      expect(rows.reduce((s, r) => s + r.sales, 0)).toBe(sales.summary.totalAmount);
      expect(rows.reduce((s, r) => s + r.merchandisingVisits, 0)).toBe(merch.summary.forms);
    }
    const firstWeek = await json(accountsData, { dateEnd: weeks[0]?.end });
    expect(weeks[0]?.visits).toBe(firstWeek.summary.forms);
    expect(weeks[0]?.authorisedAccounts).toBe(firstWeek.summary.totalAccounts);
  });

  it('write the Weekly Summary Report as the table: one row per metric, one column per week', async () => {
    const rows = await readXlsxRows(await callDemoApi(scorecardWeekReport, { brand: BRAND, ...period }));
    const weeks = await json(scorecardWeek);
    expect(rows[0]?.slice(2)).toEqual(weeks.map((w) => `Week of ${w.start}`));
    expect(rows.slice(1).map((r) => r[1])).toEqual(
      SCORECARD_BLOCKS.flatMap((b) => b.rows.map((r) => r.label)),
    );
    const visits = rows.find((r) => r[1] === 'Visits');
    expect(visits?.slice(2)).toEqual(weeks.map((w) => w.visits));
  });

  it('write sales breakdowns whose totals are the Sales page’s, per selected SKU', async () => {
    const sales = await json(salesData);
    const byDistributor = await readXlsxRows(
      await callDemoApi(brandSalesByDistributorReport, { brand: BRAND, ...period }),
    );
    expect(sumColumn(byDistributor, 'Sales ($)')).toBe(sales.summary.totalAmount);
    expect(sumColumn(byDistributor, 'Orders')).toBe(sales.summary.ordersSubmitted);

    const sku = 'Sunset Soda Lemon-Lime 12oz';
    const bySku = await readXlsxRows(
      await callDemoApi(skuSalesByAccountReport, { brand: BRAND, ...period, salesSkuNames: joinList([sku]) }),
    );
    const skuColumn = (bySku[0] as string[]).indexOf('SKU');
    expect(new Set(bySku.slice(1).map((r) => r[skuColumn]))).toEqual(new Set([sku]));
    const skuSales = await json(salesData, { skuNames: joinList([sku]) });
    expect(sumColumn(bySku, 'Sales ($)')).toBe(skuSales.summary.totalAmount);
  });

  it('write one Merchandising Report row per form and a Voids Report, honouring merchandisingSkuNames', async () => {
    const merch = await json(merchandisingData);
    const visits = await readXlsxRows(await callDemoApi(merchandisingReport, { brand: BRAND, ...period }));
    expect(visits.length - 1).toBe(merch.summary.forms);
    const voids = await readXlsxRows(await callDemoApi(voidsReport, { brand: BRAND, ...period }));
    expect(voids[0]).toContain('Void Status');
    expect(voids.length).toBeGreaterThan(1);
    const oneSku = await readXlsxRows(
      await callDemoApi(merchandisingReport, {
        brand: BRAND,
        ...period,
        merchandisingSkuNames: 'Sunset Soda Lemon-Lime 12oz',
      }),
    );
    expect(oneSku.length).toBeLessThan(visits.length);
  });

  it('fill the chosen scorecard file in for the brand, and refuse a file of another brand', async () => {
    const options = reportsFilters.response.parse(await (await callDemoApi(reportsFilters)).json());
    const file = options.scorecards[BRAND]?.[0];
    const other = Object.entries(options.scorecards).find(([brand]) => brand !== BRAND)?.[1][0];
    expect(file && other).toBeTruthy();
    const response = await callDemoApi(chainScorecardReport, {
      brand: BRAND,
      ...period,
      scorecardId: String(file?.id),
    });
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent(file?.fileName.replace('.xlsx', '') ?? ''),
    );
    const rows = await readXlsxRows(response);
    expect(rows[0]?.[0]).toBe('Chain');
    expect(rows.length).toBeGreaterThan(2);
    const promos = await readXlsxRows(
      await callDemoApi(chainPromosReport, { brand: BRAND, ...period, scorecardId: String(file?.id) }),
    );
    expect(promos[0]).toEqual(['Chain', 'Promo', 'Accounts']);
    const refused = await callDemoApi(chainScorecardReport, {
      brand: BRAND,
      ...period,
      scorecardId: String(other?.id),
    });
    expect(refused.status).toBe(404);
  });

  it('honour merchandisingSkuNames in the Account Images report, as in the other merchandising reports', async () => {
    // The app sends what the endpoint declares, so the Reports page's SKU filter reaches it.
    expect(accountImagesReport.params).toContain('merchandisingSkuNames');
    const db = getDb();
    const monday = db.iso(startOfIsoWeek(db.todayDay) - 7);
    const accountsIn = async (query: Record<string, string>) => {
      const link = accountImagesReport.response.parse(
        await (
          await callDemoApi(accountImagesReport, { brand: BRAND, dateStartReport: monday, ...query })
        ).json(),
      );
      const url = new URL(link.downloadLink, 'http://x');
      const lines = await readPdfLines(
        await callDemoApi(`/${url.pathname.slice(1)}`, Object.fromEntries(url.searchParams)),
      );
      // Each account is a line of its own; its placement links follow, indented.
      return lines.filter((l) => !l.startsWith(' ') && l.includes(', '));
    };
    const all = await accountsIn({});
    const sku = 'Sunset Soda Lemon-Lime 12oz';
    const withSku = await accountsIn({ merchandisingSkuNames: sku });
    expect(all.length).toBeGreaterThan(0);
    expect(withSku.length).toBeGreaterThan(0);
    expect(withSku.length).toBeLessThan(all.length);
    expect(withSku.every((line) => all.includes(line))).toBe(true);
    // The same forms the Merchandising Report lists for that SKU and week.
    const week = { dateStart: monday, dateEnd: db.iso(startOfIsoWeek(db.todayDay) - 1) };
    const reportRows = await readXlsxRows(
      await callDemoApi(merchandisingReport, { brand: BRAND, ...week, merchandisingSkuNames: sku }),
    );
    expect(withSku).toHaveLength(reportRows.length - 1);
  });

  it('answer the Account Images report with a link to a PDF of the week, and refuse a week that is not one', async () => {
    const db = getDb();
    const monday = db.iso(startOfIsoWeek(db.todayDay) - 7);
    const answer = accountImagesReport.response.parse(
      await (await callDemoApi(accountImagesReport, { brand: BRAND, dateStartReport: monday })).json(),
    );
    expect(answer.fileName).toBe(`Account Images ${BRAND} ${monday}.pdf`);
    const pdf = await callDemoApi(
      `/${answer.downloadLink.split('?')[0]}`,
      Object.fromEntries(new URL(answer.downloadLink, 'http://x').searchParams),
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect(doc.getTitle()).toBe(`Account Images: ${BRAND}`);

    for (const bad of [
      db.iso(startOfIsoWeek(db.todayDay) - 6),
      db.iso(startOfIsoWeek(db.todayDay) + 7),
      'x',
    ]) {
      const refused = await callDemoApi(accountImagesReport, { brand: BRAND, dateStartReport: bad });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe(ACCOUNT_IMAGES_WEEK_ERROR);
    }
  });
});
