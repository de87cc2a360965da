// `npm test`: every gate, in order, then one line "N passed, M failed" with the totals of
// all test runners (vitest + Playwright). Typecheck, lint and bundle budgets count as one
// check each. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
mkdirSync(RESULTS, { recursive: true });
const vitestJson = `${RESULTS}/vitest.json`;
const e2eJson = `${RESULTS}/e2e.json`;
for (const file of [vitestJson, e2eJson]) rmSync(file, { force: true });

let passed = 0;
let failed = 0;

function run(label, command, env = {}) {
  console.log(`\n=== ${label}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function gate(label, command) {
  if (run(label, command)) passed += 1;
  else failed += 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

gate('typecheck', 'npm run --silent typecheck');
gate('lint', 'npm run --silent lint');

const unitOk = run(
  'unit',
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestJson}`,
);
const unit = readJson(vitestJson);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
}
if (!unitOk && (!unit || unit.numFailedTests === 0)) failed += 1;

gate('bundle budgets', 'npm run --silent build && npm run --silent test:budgets');
gate(
  'real-API build has no demo code',
  'VITE_API_URL=https://api.invalid npx vite build --logLevel warn --outDir dist-real --emptyOutDir && node scripts/check-real-api-build.mjs dist-real',
);

const e2eOk = run('e2e', 'npm run --silent test:e2e', {
  E2E_JSON_REPORT: e2eJson,
  CI: process.env.CI ?? '1',
});
const e2e = existsSync(e2eJson) ? readJson(e2eJson) : null;
if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
}
if (!e2eOk && (!e2e?.stats || e2e.stats.unexpected === 0)) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
