// `npm run start:real`: the production bundle on a real HTTP API, no service worker.
// Builds the HTTP demo API (mocks/server, compiled for Node by Vite) and the app with
// VITE_API_URL pointing at it, then serves both on loopback until Ctrl+C.
//   node scripts/start-real.mjs [--port 4400] [--api-port 4300] [--state demo-state.json]
//                               [--out dist-real-app] [--app-dist <prebuilt dir>]
// --app-dist serves an app already built for this API URL (checked) instead of building one.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from './serve-static.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4400' },
    'api-port': { type: 'string', default: '4300' },
    state: { type: 'string' },
    out: { type: 'string', default: 'dist-real-app' },
    'app-dist': { type: 'string' },
  },
});

const appPort = Number(values.port);
const apiPort = Number(values['api-port']);
const appOrigin = `http://127.0.0.1:${appPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}/api/`;
const DEMO_API_DIST = 'dist-demo-api';

function build(label, args, env = {}) {
  console.log(`start:real: building ${label}`);
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Whether a built app calls this API (VITE_API_URL is inlined into its JS). */
function targetsApi(dist) {
  const assets = join(dist, 'assets');
  return readdirSync(assets).some(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(apiUrl),
  );
}

build('the HTTP demo API', ['--ssr', 'mocks/server/cli.ts', '--outDir', DEMO_API_DIST]);
let appDist = values['app-dist'];
if (appDist) {
  if (!targetsApi(appDist)) {
    console.error(`start:real: ${appDist} was not built with VITE_API_URL=${apiUrl}`);
    process.exit(1);
  }
} else {
  appDist = values.out;
  build(`the app for ${apiUrl}`, ['--outDir', appDist], { VITE_API_URL: apiUrl });
}

const apiArgs = [join(DEMO_API_DIST, 'cli.js'), '--port', String(apiPort), '--origin', appOrigin];
if (values.state) apiArgs.push('--state', values.state);
const api = spawn(process.execPath, apiArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
api.stdout.pipe(process.stdout);
api.on('exit', (code) => {
  console.error(`start:real: the demo API stopped (exit ${code})`);
  process.exit(code ?? 1);
});
// The app is served once the API listens, so a browser never meets a half-started pair.
await new Promise((resolve) => {
  api.stdout.on('data', (chunk) => {
    if (String(chunk).includes('listening')) resolve();
  });
});

const { url } = await startStaticServer({ dist: appDist, port: appPort, apiUrl });
console.log(`start:real: the app (real-API mode) is on ${url}; sign in as superadmin / demo`);

const stop = () => {
  api.removeAllListeners('exit');
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
