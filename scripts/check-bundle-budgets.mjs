// Bundle budgets asserted in CI: the deterministic part of the performance
// budgets, measured on what ships. Timing budgets are reported by `npm run bench`, never
// asserted here (docs/performance.md).
//
// The budgets apply to a real-API build (VITE_API_URL set): that is what users download.
// A demo build also loads the MSW worker and the data generator before the login page,
// which no deployment ships (scripts/check-real-api-build.mjs checks that), so this script
// builds its own real-API copy with a chunk manifest into dist-budget/ (gitignored).
//   node scripts/check-bundle-budgets.mjs               build dist-budget/, then check
//   node scripts/check-bundle-budgets.mjs --dist <dir>  check an existing build made with --manifest
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { analyseBuild, BUDGETS, biggest } from '../bench/bundle-graph.mjs';
import { SECTIONS } from '../bench/sections.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const distArg = process.argv.indexOf('--dist');
let dist = distArg > 0 ? process.argv[distArg + 1] : null;

if (!dist) {
  dist = 'dist-budget';
  const started = Date.now();
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--manifest',
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VITE_API_URL: 'https://api.invalid' } },
  );
  if (build.status !== 0) {
    console.log('FAIL real-API build for the budget check did not finish');
    process.exit(1);
  }
  console.log(`built ${dist}/ (real API) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const build = analyseBuild(dist);
const kb = (n) => n.toFixed(1);
const rows = [
  [
    'login JS: entry + login route, static imports',
    kb(build.loginKB),
    `<= ${BUDGETS.loginJsGzipKB}`,
    build.loginKB <= BUDGETS.loginJsGzipKB,
  ],
  [
    'maplibre only in the lazy map chunk',
    build.maplibreOutsideMapChunk.length === 0 && build.maplibreEager.length === 0
      ? 'yes'
      : `no: ${[...new Set([...build.maplibreOutsideMapChunk, ...build.maplibreEager])].join(', ')}`,
    'yes',
    build.maplibreOutsideMapChunk.length === 0 &&
      build.maplibreEager.length === 0 &&
      build.maplibreFiles.length > 0,
  ],
  [
    'login JS files: entry + login route, static imports',
    String(build.loginFiles.length),
    `<= ${BUDGETS.loginJsFiles}`,
    build.loginFiles.length <= BUDGETS.loginJsFiles,
  ],
  ...SECTIONS.map(({ id, path }) => [
    `${id} JS files: entry + layout + ${path} route, static imports, no map`,
    String(build.sections[id].files.length),
    `<= ${BUDGETS.sectionJsFiles}`,
    build.sections[id].files.length <= BUDGETS.sectionJsFiles,
  ]),
  ...SECTIONS.map(({ id, path, budgetKB }) => [
    `${id} JS: entry + layout + ${path} route, static imports, no map`,
    kb(build.sections[id].kb),
    `<= ${budgetKB}`,
    build.sections[id].kb <= budgetKB,
  ]),
  ['lazy map chunk (gzip KB, report)', kb(build.mapKB), 'report', true],
  ['maplibre worker (gzip KB, report)', kb(build.workerKB), 'report', true],
  ['total JS (gzip KB, report)', kb(build.totalKB), 'report', true],
];

console.log(`bundle budgets (gzip KB, real-API build in ${dist}/)`);
for (const [name, value, budget, ok] of rows)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${value} (budget ${budget})`);

const failed = rows.filter((row) => !row[3]);
if (failed.length > 0) {
  // Point at the heaviest chunks so the failure says where to look.
  const section = SECTIONS.find(({ id }) => failed.some((row) => row[0].startsWith(`${id} JS`)));
  const files = failed.some((row) => row[0].startsWith('login'))
    ? build.loginFiles
    : section
      ? build.sections[section.id].files
      : build.accountsFiles;
  console.log('largest chunks in the failing set:');
  for (const { file, kb: size } of biggest(dist, files)) console.log(`     ${kb(size).padStart(7)}  ${file}`);
}
process.exit(failed.length === 0 ? 0 : 1);
