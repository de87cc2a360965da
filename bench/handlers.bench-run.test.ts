import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getResponse } from 'msw';
import { expect, it } from 'vitest';
import { ENDPOINT_GROUPS } from '@/api/contract/all-endpoints';
import { shortcutRange } from '@/filters/period-shortcuts';
import { today } from '@/lib/dates';
import { DEFAULT_SEED, generateDb } from '@mocks/db/generate';
import { getDb } from '@mocks/db/get-db';
import { accountsDataQuery, accountsMapQuery } from '@mocks/db/queries/accounts';
import { resolveFilter } from '@mocks/db/queries/filter';
import { salesDataQuery, salesTotalsQuery, topAccountsQuery } from '@mocks/db/queries/sales';
import type { Db } from '@mocks/db/generate';
import { issueToken, TOKEN_TYPE } from '@mocks/demo-state';
import { setDemoLatency } from '@mocks/handlers/define-handler';
import { handlers } from '@mocks/handlers/index';

/**
 * Demo API handler timings for `npm run bench` (bench/run.mjs reads the JSON this writes).
 * Not part of `npm test`: it is included only by bench/vitest.config.ts.
 *
 * What is timed: one whole handler, from a `Request` to a `Response` with its body read,
 * through MSW's own matching (`getResponse`), with the demo latency at 0. That is the
 * work the in-page demo API does per call (token check, filter resolution, the query,
 * JSON serialisation) without the service-worker hop, which a real API would not have.
 * The data set is the default scale (2,500 accounts), as in the timing runs.
 *
 * It also writes each endpoint's parameter list from the contract, so the benchmark
 * computes "expected requests" from src/api/contract instead of a hand-kept copy.
 */
const OUT = process.env.BENCH_HANDLERS_OUT ?? 'dist-bench/handlers.json';
const REPEATS = Number(process.env.BENCH_HANDLER_REPEATS ?? 3);
const SHORTCUTS = [
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'thisYear',
  'allTime',
] as const;
const PAGE_ENDPOINTS = ['/accounts', '/accounts/map', '/sales', '/sales/totals', '/sales/top-accounts'];

/**
 * The same work as the handlers, split in two for the diagnosis in docs/performance-log.md:
 * the pure query (filter resolution + the query function) and JSON serialisation. Mirrors
 * mocks/handlers/accounts.ts and sales.ts (distributors on accounts vs on orders).
 */
const QUERIES: Record<string, (db: Db, params: Record<string, string>) => unknown> = {
  '/accounts': (db, p) => accountsDataQuery(db, resolveFilter(db, p, { distributorsOn: 'accounts' })),
  '/accounts/map': (db, p) => accountsMapQuery(db, resolveFilter(db, p, { distributorsOn: 'accounts' })),
  '/sales': (db, p) => salesDataQuery(db, resolveFilter(db, p, { distributorsOn: 'orders' })),
  '/sales/totals': (db, p) => salesTotalsQuery(db, resolveFilter(db, p, { distributorsOn: 'orders' })),
  '/sales/top-accounts': (db, p) => topAccountsQuery(db, resolveFilter(db, p, { distributorsOn: 'orders' })),
};

const percentile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
};

it('times the demo API handlers the Accounts and Sales pages call', async () => {
  setDemoLatency(0);
  const genStart = performance.now();
  const db = getDb();
  const generationMs = performance.now() - genStart;

  const authorization = `${TOKEN_TYPE} ${issueToken('superadmin')}`;
  const call = async (path: string, query: Record<string, string>) => {
    const url = new URL(`http://localhost/api${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const started = performance.now();
    const response = await getResponse(
      handlers,
      new Request(url, { headers: { Authorization: authorization } }),
    );
    const body = await response?.text();
    const ms = performance.now() - started;
    if (!response || response.status !== 200) {
      throw new Error(
        `${path} ${JSON.stringify(query)} answered ${response?.status ?? 'nothing'}: ${body?.slice(0, 200)}`,
      );
    }
    return ms;
  };

  // The calls a user makes: each brand, the period shortcuts, and a few one-field filters.
  const cases: { path: string; query: Record<string, string>; label: string }[] = [];
  const day = today();
  for (const brand of db.brands) {
    for (const id of SHORTCUTS) {
      const range = shortcutRange(id, day, brand.earliestDate);
      if (!range.available) continue;
      for (const path of PAGE_ENDPOINTS) {
        cases.push({
          path,
          label: id,
          query: { brand: brand.name, startDate: range.startDate, endDate: range.endDate },
        });
      }
    }
  }
  const first = db.brands[0];
  if (first) {
    const range = shortcutRange('thisYear', day, first.earliestDate);
    const base = { brand: first.name, startDate: range.startDate, endDate: range.endDate };
    const city = db.accounts[0]?.city;
    const sku = db.skus.find((s) => s.brandIdx === first.idx)?.name;
    const filtered: Record<string, string>[] = [];
    if (city) filtered.push({ cities: city });
    if (sku) filtered.push({ skuNames: sku });
    filtered.push({ name: 'market' });
    for (const extra of filtered) {
      for (const path of PAGE_ENDPOINTS)
        cases.push({ path, label: Object.keys(extra).join(','), query: { ...base, ...extra } });
    }
  }
  for (const path of ['/accounts/filters', '/sales/filters'])
    cases.push({ path, label: 'options', query: {} });

  const byEndpoint = new Map<string, number[]>();
  const all: number[] = [];
  const slow: { path: string; label: string; ms: number }[] = [];
  for (const c of cases) await call(c.path, c.query); // warm-up: JIT, lazy indexes
  for (let r = 0; r < REPEATS; r++) {
    for (const c of cases) {
      const ms = await call(c.path, c.query);
      all.push(ms);
      slow.push({ path: c.path, label: c.label, ms });
      byEndpoint.set(c.path, [...(byEndpoint.get(c.path) ?? []), ms]);
    }
  }
  const slowest = slow.sort((a, b) => b.ms - a.ms).slice(0, 8);

  // Breakdown: pure query vs JSON.stringify, and the payload size, per endpoint.
  const parts = new Map<string, { query: number[]; json: number[]; kb: number[] }>();
  for (let r = 0; r < REPEATS; r++) {
    for (const c of cases) {
      const query = QUERIES[c.path];
      if (!query) continue;
      const t0 = performance.now();
      const payload = query(db, c.query);
      const t1 = performance.now();
      const text = JSON.stringify(payload);
      const t2 = performance.now();
      const entry = parts.get(c.path) ?? { query: [], json: [], kb: [] };
      entry.query.push(t1 - t0);
      entry.json.push(t2 - t1);
      entry.kb.push(text.length / 1024);
      parts.set(c.path, entry);
    }
  }
  const breakdown = Object.fromEntries(
    [...parts].map(([path, e]) => [
      path,
      {
        queryP95Ms: summary(e.query).p95Ms,
        jsonP95Ms: summary(e.json).p95Ms,
        payloadMaxKB: Math.max(...e.kb),
      },
    ]),
  );

  // Generation at 10x (BENCH_GEN_10X=1) explains the map run's first visit; not a handler time.
  let generation10xMs: number | null = null;
  let map10x: { queryMs: number; jsonMs: number; payloadKB: number; pins: number } | null = null;
  if (process.env.BENCH_GEN_10X === '1') {
    const started = performance.now();
    const big = generateDb({ seed: DEFAULT_SEED, scale: 10, today: day });
    generation10xMs = performance.now() - started;
    const brand = big.brands[0];
    if (brand) {
      const range = shortcutRange('allTime', day, brand.earliestDate);
      const params = { brand: brand.name, startDate: range.startDate, endDate: range.endDate };
      QUERIES['/accounts/map']?.(big, params); // warm-up
      const t0 = performance.now();
      const payload = QUERIES['/accounts/map']?.(big, params) as { Ids: unknown[] };
      const t1 = performance.now();
      const text = JSON.stringify(payload);
      const t2 = performance.now();
      map10x = {
        queryMs: t1 - t0,
        jsonMs: t2 - t1,
        payloadKB: text.length / 1024,
        pins: payload.Ids.length,
      };
    }
  }

  const params: Record<string, string[]> = {};
  for (const group of ENDPOINT_GROUPS)
    for (const endpoint of group.endpoints) params[endpoint.path] = [...endpoint.params];

  const result = {
    ...summary(all),
    cases: cases.length,
    repeats: REPEATS,
    byEndpoint: Object.fromEntries([...byEndpoint].map(([path, times]) => [path, summary(times)])),
    breakdown,
    generationMs,
    generation10xMs,
    map10x,
    slowest,
    params,
  };
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(result, null, 2));
  expect(all.length).toBeGreaterThan(0);
});
