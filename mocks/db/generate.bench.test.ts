// @vitest-environment node
import { describe, it } from 'vitest';
import { generateDb, type Db } from './generate';
import { accountsDataQuery, accountsMapQuery } from './queries/accounts';
import { resolveFilter } from './queries/filter';
import { salesDataQuery, salesTotalsQuery, topAccountsQuery } from './queries/sales';
import { TEST_TODAY, measure } from './queries/test-db';

/**
 * Generation and query timings of the demo data set, printed (never asserted: timings
 * depend on the machine). Opt-in, since scale 10 takes a while:
 *   DEMO_DB_BENCH=1 npx vitest run mocks/db/generate.bench.test.ts
 * DEMO_DB_BENCH_RUNS sets the generations per scale (default 5; the median is printed).
 */
const enabled = Boolean(process.env.DEMO_DB_BENCH);
const runs = Math.max(1, Number(process.env.DEMO_DB_BENCH_RUNS) || 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const timeGeneration = (scale: number): { db: Db; times: number[] } => {
  let db: Db | null = null;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    db = null; // let the previous data set go before the next one is built
    const start = performance.now();
    db = generateDb({ today: TEST_TODAY, scale });
    times.push(performance.now() - start);
  }
  return { db: db as Db, times };
};

const queryTimings = (db: Db): string[] => {
  const accounts = () => resolveFilter(db, {}, { distributorsOn: 'accounts' });
  const sales = () => resolveFilter(db, {}, { distributorsOn: 'orders' });
  const rows: [string, () => unknown][] = [
    ['/accounts', () => accountsDataQuery(db, accounts())],
    ['/accounts/map', () => accountsMapQuery(db, accounts())],
    ['/sales', () => salesDataQuery(db, sales())],
    ['/sales/totals', () => salesTotalsQuery(db, sales())],
    ['/sales/top-accounts', () => topAccountsQuery(db, sales())],
    [
      '/sales (rep metric)',
      () =>
        salesDataQuery(
          db,
          resolveFilter(db, { representativesMetric: 'Alex Moreno' }, { distributorsOn: 'orders' }),
        ),
    ],
  ];
  return rows.map(([label, fn]) => {
    const first = performance.now();
    fn();
    const firstMs = performance.now() - first;
    const t = measure(fn, 40);
    return `${label}: first ${firstMs.toFixed(1)} ms, p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`;
  });
};

describe.runIf(enabled)('demo data set benchmark (printed, not asserted)', () => {
  it('generates scale 1 and answers the main endpoints', () => {
    const { db, times } = timeGeneration(1);
    const merchStart = performance.now();
    void db.merch.forms.length;
    const merchMs = performance.now() - merchStart;
    // eslint-disable-next-line no-console -- timings are printed on purpose, never asserted
    console.info(
      `[demo db bench] scale 1: median ${ms(median(times))} of ${runs} (first ${ms(times[0] ?? 0)}; ` +
        `all ${times.map((t) => t.toFixed(0)).join(', ')}); merchandising on first use ${ms(merchMs)}\n  ` +
        queryTimings(db).join('\n  '),
    );
  }, 300_000);

  it('generates scale 10', () => {
    const { db, times } = timeGeneration(10);
    // eslint-disable-next-line no-console -- timings are printed on purpose, never asserted
    console.info(
      `[demo db bench] scale 10 (${db.accounts.length} accounts, ${db.visitTable.length} visits): ` +
        `median ${ms(median(times))} of ${runs} (all ${times.map((t) => t.toFixed(0)).join(', ')})\n  ` +
        queryTimings(db).join('\n  '),
    );
  }, 300_000);
});
