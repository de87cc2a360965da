// A static host for the built app, as docs/deploy.md describes one: hashed assets cached for
// a year, index.html revalidated on every load, every other path falls back to index.html
// (client-side routes), gzip for text files, and the Content-Security-Policy of scripts/csp.mjs.
//   node scripts/serve-static.mjs <dist> [--port 4400] [--host 127.0.0.1] [--api <VITE_API_URL>]
//     [--proxy-api <API origin>]
// With --proxy-api the API shares the app's origin (docs/deploy.md, "Same origin"): every
// /api/ request, any method, is forwarded to that origin as nginx's `proxy_pass` does, and
// the answer streamed back unchanged (status, headers, Content-Encoding, body). The app is
// then built with VITE_API_URL=<app origin>/api/; no CORS preflight, no second connection,
// and the CSP's connect-src is 'self' alone.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import { contentSecurityPolicy } from './csp.mjs';

// Maintained pieces, as a real host would use them: sirv (Vite's own static server) for the
// files and the client-route fallback, compression (Express's) for gzip, http-proxy-3
// (Vite's proxy) for the same-origin API. This file only sets the headers of docs/deploy.md.

/** Long-lived cache only for Vite's content-hashed files (their name changes with them). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Where the API lives on the app's origin in same-origin mode (docs/deploy.md's nginx). */
export const API_PATH = '/api/';

export function startStaticServer({ dist, port, host = '127.0.0.1', apiUrl, proxyApi }) {
  const root = resolve(dist);
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  // Same origin: the API is 'self', and no other origin may be called.
  const csp = contentSecurityPolicy(indexHtml, proxyApi ? undefined : apiUrl);
  const security = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
  // `single`: a path without a file extension is a client route and gets index.html; a
  // missing file (a stale chunk, robots.txt) is a 404, never the page.
  const files = sirv(root, {
    single: true,
    // Any name with an extension, however it is spelled (an encoded "../" included).
    ignores: ['\\.\\w+$'],
    etag: true,
    setHeaders: (res, pathname) =>
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE),
  });
  // Every text answer gzipped for a browser that accepts it, however small (threshold 0).
  const gzip = compression({ threshold: 0 });
  // As nginx's proxy_pass: the request as it came, plus X-Forwarded-*, the answer streamed back.
  const proxy = proxyApi ? createProxyServer({ target: proxyApi, changeOrigin: true, xfwd: true }) : null;
  proxy?.on('error', (_error, _req, res) => {
    if (!('writeHead' in res)) return;
    if (!res.headersSent)
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Gateway');
    else res.destroy();
  });

  const server = createServer((req, res) => {
    if (proxy && (req.url ?? '/').startsWith(API_PATH)) {
      proxy.web(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    gzip(req, res, () => files(req, res));
  });

  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done({ server, csp, url: `http://${host}:${server.address().port}` }));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      api: { type: 'string' },
      'proxy-api': { type: 'string' },
    },
  });
  const { url } = await startStaticServer({
    dist: positionals[0] ?? 'dist',
    port: Number(values.port ?? 4400),
    host: values.host ?? '127.0.0.1',
    apiUrl: values.api,
    proxyApi: values['proxy-api'],
  });
  console.log(
    `App served on ${url}${values['proxy-api'] ? `, ${API_PATH} forwarded to ${values['proxy-api']}` : ''}`,
  );
}
