// Ports of the real-API e2e run, derived from E2E_PORT (the demo-mode app's port) so that
// parallel runs on one machine never collide: the HTTP demo API on +100, the app built
// for it on +200. Shared by playwright.real-api.config.ts and scripts/test-all.mjs.
export function realApiPorts(env = process.env) {
  const base = Number(env.E2E_PORT ?? 4173);
  const api = base + 100;
  const app = base + 200;
  return { api, app, apiUrl: `http://127.0.0.1:${api}/api/`, appUrl: `http://127.0.0.1:${app}` };
}
