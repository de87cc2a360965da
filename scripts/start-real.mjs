// `npm run start:real`: the production bundle on a real HTTP API, no service worker.
// Builds the HTTP demo API (mocks/server, compiled for Node by Vite) and the app with
// VITE_API_URL pointing at it, then serves both on loopback until Ctrl+C.
//   node scripts/start-real.mjs [--port 4400] [--api-port 4300] [--state demo-state.json] [--scale 10]
//                               [--out dist-real-app] [--app-dist <prebuilt dir>] [--same-origin]
// --scale sizes the data set as the in-browser demo's ?demoScale= (the API's own --scale).
// --app-dist serves an app already built for this API URL (checked) instead of building one.
// --same-origin: the app calls http://127.0.0.1:<port>/api/ and its static host forwards that
// to the API (docs/deploy.md, "Same origin": no CORS preflight); the default keeps the API on
// its own origin, which the real-API e2e stories need (they check CORS).
import { parseArgs } from 'node:util';
import { buildAppForApi, buildDemoApi, startDemoApi, targetsApi } from './demo-api-process.mjs';
import { startStaticServer } from './serve-static.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4400' },
    'api-port': { type: 'string', default: '4300' },
    state: { type: 'string' },
    scale: { type: 'string' },
    out: { type: 'string', default: 'dist-real-app' },
    'app-dist': { type: 'string' },
    'same-origin': { type: 'boolean', default: false },
  },
});

const appPort = Number(values.port);
const apiPort = Number(values['api-port']);
const appOrigin = `http://127.0.0.1:${appPort}`;
const sameOrigin = values['same-origin'];
const apiUrl = `http://127.0.0.1:${sameOrigin ? appPort : apiPort}/api/`;

/** A build step that failed has printed its error: exit with its status. */
function orExit(label, fn) {
  console.log(`start:real: building ${label}`);
  try {
    fn();
  } catch (error) {
    console.error(`start:real: ${error.message}`);
    process.exit(1);
  }
}

orExit('the HTTP demo API', () => buildDemoApi());
let appDist = values['app-dist'];
if (appDist) {
  if (!targetsApi(appDist, apiUrl)) {
    console.error(`start:real: ${appDist} was not built with VITE_API_URL=${apiUrl}`);
    process.exit(1);
  }
} else {
  appDist = values.out;
  orExit(`the app for ${apiUrl}`, () => buildAppForApi(appDist, apiUrl));
}

let api;
try {
  api = await startDemoApi({
    port: apiPort,
    origin: appOrigin,
    state: values.state,
    scale: values.scale,
  });
} catch (error) {
  console.error(`start:real: ${error.message}`);
  process.exit(1);
}
api.on('exit', (code) => {
  console.error(`start:real: the demo API stopped (exit ${code})`);
  process.exit(code ?? 1);
});

const { url } = await startStaticServer({
  dist: appDist,
  port: appPort,
  apiUrl,
  ...(sameOrigin ? { proxyApi: `http://127.0.0.1:${apiPort}` } : {}),
});
console.log(`start:real: the app (real-API mode) is on ${url}; sign in as superadmin / demo`);

const stop = () => {
  api.removeAllListeners('exit');
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
