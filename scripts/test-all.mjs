// `npm test`: every gate, in order, then one line "N passed, M failed" with the totals of
// all test runners (vitest + Playwright). Typecheck, lint and bundle budgets count as one
// check each. Exits non-zero if anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { realApiPorts } from './real-api-ports.mjs';

const RESULTS = 'test-results';
mkdirSync(RESULTS, { recursive: true });
const vitestJson = `${RESULTS}/vitest.json`;
const e2eJson = `${RESULTS}/e2e.json`;
const e2eRealJson = `${RESULTS}/e2e-real-api.json`;
for (const file of [vitestJson, e2eJson, e2eRealJson]) rmSync(file, { force: true });

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

/**
 * Gates that each keep one core busy, side by side: typecheck and lint together take about
 * as long as lint alone on the 2-core machine. Each one's output is printed whole when it ends.
 */
async function gatesTogether(gates) {
  const results = await Promise.all(
    gates.map(
      ([label, command]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, { shell: true, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(
              `\n=== ${label}: ${command}\n${output}=== ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`,
            );
            resolve(status === 0);
          });
        }),
    ),
  );
  for (const ok of results) {
    if (ok) passed += 1;
    else failed += 1;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await gatesTogether([
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
]);

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

const demoBuildOk = run('demo build', 'npm run --silent build');
gate('bundle budgets', demoBuildOk ? 'npm run --silent test:budgets' : 'false');
// The real-API build is built for the HTTP demo API of the real-API e2e run, so the bundle
// checked for demo code is the very one those stories then drive.
const realApiUrl = realApiPorts().apiUrl;
const realBuildOk = run(
  'real-API build has no demo code',
  `VITE_API_URL=${realApiUrl} npx vite build --logLevel warn --outDir dist-real --emptyOutDir && node scripts/check-real-api-build.mjs dist-real`,
);
if (realBuildOk) passed += 1;
else failed += 1;

/** A Playwright run; its JSON report's totals count test by test. */
function e2eRun(label, command, jsonFile, env = {}) {
  const ok = run(label, command, { E2E_JSON_REPORT: jsonFile, CI: process.env.CI ?? '1', ...env });
  const report = existsSync(jsonFile) ? readJson(jsonFile) : null;
  if (report?.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  }
  if (!ok && (!report?.stats || report.stats.unexpected === 0)) failed += 1;
}

e2eRun('e2e', 'npm run --silent test:e2e', e2eJson, demoBuildOk ? { E2E_APP_DIST: 'dist' } : {});
// The production bundle on the demo API over HTTP (playwright.real-api.config.ts).
e2eRun(
  'e2e (real-API mode)',
  'npm run --silent test:e2e:real',
  e2eRealJson,
  realBuildOk ? { E2E_REAL_APP_DIST: 'dist-real' } : {},
);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
