// The pieces of the real-API pair (the HTTP demo API and the production bundle built for
// it), shared by `npm run start:real` (scripts/start-real.mjs) and `npm run bench`'s
// Lighthouse step (bench/lighthouse.mjs), so both build and start the pair the same way.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './serve-static.mjs';

const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
export const DEMO_API_DIST = 'dist-demo-api';

/** `vite build` with these arguments; throws when it fails. */
function viteBuild(args, env = {}) {
  const result = spawnSync(
    process.execPath,
    [VITE, 'build', '--logLevel', 'warn', '--emptyOutDir', ...args],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed (${result.status})`);
}

/** The HTTP demo API (mocks/server) compiled for Node into `outDir` (run `<outDir>/cli.js`). */
export function buildDemoApi(outDir = DEMO_API_DIST) {
  viteBuild(['--ssr', 'mocks/server/cli.ts', '--outDir', outDir]);
}

/** The production bundle with VITE_API_URL inlined: no mock code, calls `apiUrl` over HTTP. */
export function buildAppForApi(outDir, apiUrl, extraArgs = []) {
  viteBuild(['--outDir', outDir, ...extraArgs], { VITE_API_URL: apiUrl });
}

/** Whether a built app calls this API (VITE_API_URL is inlined into its JS). */
export function targetsApi(dist, apiUrl) {
  const assets = join(dist, 'assets');
  try {
    return readdirSync(assets).some(
      (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(apiUrl),
    );
  } catch {
    return false;
  }
}

/**
 * Starts the built demo API (`node <outDir>/cli.js`) and resolves with the child process
 * once it listens, so a browser never meets a half-started pair. `origin`: the app's
 * origin CORS allows; `latencyMs`: the wait added to every answer; `compress: false` sends
 * JSON uncompressed (only to measure what compression saves).
 */
export function startDemoApi({
  outDir = DEMO_API_DIST,
  port,
  origin,
  state,
  scale,
  latencyMs,
  compress = true,
  stdout = 'inherit',
}) {
  const args = [join(outDir, 'cli.js'), '--port', String(port), '--origin', origin];
  if (state) args.push('--state', state);
  if (scale) args.push('--scale', String(scale));
  if (latencyMs !== undefined) args.push('--latency', String(latencyMs));
  if (!compress) args.push('--no-compress');
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  if (stdout === 'inherit') child.stdout.pipe(process.stdout);
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`the demo API stopped before listening (exit ${code})`));
    child.once('exit', onExit);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) {
        child.off('exit', onExit);
        resolve(child);
      }
    });
  });
}

/**
 * How a measured production build reaches its API (docs/deploy.md): 'same-origin', the API
 * under the app's /api/ (scripts/serve-static.mjs --proxy-api, as nginx's proxy_pass), or
 * 'cross-origin', the API on its own port (CORS: a preflight before each call with
 * Authorization, a connection of its own). The bench reads BENCH_API_ORIGIN; same origin by
 * default (mobile LCP 0.1-0.6 s earlier on every page measured,
 * docs/performance-log.md); `npm run start:real` and the real-API e2e stay cross-origin (CORS).
 */
export const API_ORIGIN_MODES = ['cross-origin', 'same-origin'];

/** The mode BENCH_API_ORIGIN names (default `fallback`); throws on an unknown one. */
export function apiOriginMode(value, fallback = 'same-origin') {
  const mode = value || fallback;
  if (!API_ORIGIN_MODES.includes(mode))
    throw new Error(`API origin mode must be one of ${API_ORIGIN_MODES.join(', ')}, got "${mode}"`);
  return mode;
}

/** The VITE_API_URL a production build is made with for this mode and these ports. */
export function productionApiUrl({ mode, appPort, apiPort }) {
  return `http://127.0.0.1:${mode === 'same-origin' ? appPort : apiPort}/api/`;
}

/**
 * A built app and the built demo API started as deployed in `mode`: the API on `apiPort`,
 * the app on `appPort` served by scripts/serve-static.mjs (forwarding /api/ in same-origin
 * mode). `appDist` must be built for `productionApiUrl(...)`; `scale` sizes the API's data
 * set (`--scale`). Resolves with the app's origin, the API URL and `close()`.
 */
export async function startProductionPair({
  appDist,
  apiDist = DEMO_API_DIST,
  appPort,
  apiPort,
  mode,
  scale,
  latencyMs,
  compress = true,
  stdout = 'ignore',
}) {
  const origin = `http://127.0.0.1:${appPort}`;
  const apiUrl = productionApiUrl({ mode, appPort, apiPort });
  if (!targetsApi(appDist, apiUrl)) throw new Error(`${appDist} was not built with VITE_API_URL=${apiUrl}`);
  const api = await startDemoApi({
    outDir: apiDist,
    port: apiPort,
    origin,
    scale,
    latencyMs,
    compress,
    stdout,
  });
  try {
    const { server } = await startStaticServer({
      dist: appDist,
      port: appPort,
      apiUrl,
      ...(mode === 'same-origin' ? { proxyApi: `http://127.0.0.1:${apiPort}` } : {}),
    });
    return {
      origin,
      apiUrl,
      close: () => {
        server.close();
        api.kill('SIGTERM');
      },
    };
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }
}
