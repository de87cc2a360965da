// Bundle budgets asserted in CI (issue 8): deterministic sizes of the production build.
// Reads dist/ (run `npm run build` first). Timing budgets live in the benchmark, not here.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = 'dist';
const BUDGET_KB = { login: 250 };

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const assets = readdirSync(join(DIST, 'assets'));
const gzipKB = (file) => gzipSync(readFileSync(join(DIST, 'assets', file))).length / 1024;

// The entry and its modulepreloads: what loads before any route chunk.
const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const entryKB = entryFiles.reduce((sum, file) => sum + gzipKB(file), 0);
const totalKB = assets.filter((f) => f.endsWith('.js')).reduce((sum, file) => sum + gzipKB(file), 0);
const mapLibreInEntry = entryFiles.some((file) =>
  readFileSync(join(DIST, 'assets', file), 'utf8').includes('maplibregl'),
);

const rows = [
  ['entry JS (gzip KB)', entryKB.toFixed(1), `<= ${BUDGET_KB.login}`, entryKB <= BUDGET_KB.login],
  ['maplibre outside the entry', String(!mapLibreInEntry), 'true', !mapLibreInEntry],
  ['total JS (gzip KB)', totalKB.toFixed(1), 'report', true],
];
for (const [name, value, budget, ok] of rows)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${value} (budget ${budget})`);
process.exit(rows.every((row) => row[3]) ? 0 : 1);
