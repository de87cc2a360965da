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
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from './csp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  // The offline basemap's outlines (scripts/basemap-plugin.mjs).
  '.geojson': 'application/geo+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text types sent gzipped to a browser that accepts it (docs/deploy.md: "Compression"). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.geojson', '.txt']);

/** Long-lived cache only for Vite's content-hashed files (their name changes with them). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Where the API lives on the app's origin in same-origin mode (docs/deploy.md's nginx). */
export const API_PATH = '/api/';

/**
 * Per-connection headers (RFC 9110 section 7.6.1) a proxy must not pass on; the length is
 * the only framing kept (Node chunks a body without one).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const endToEnd = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Forwards one request to `upstream` (an http:// origin) with its method, path, query,
 * headers and body, and streams the answer back as it arrives. 502 when the API is down.
 */
function forward(req, res, upstream) {
  const target = new URL(req.url ?? '/', upstream);
  const client = req.socket.remoteAddress ?? '';
  const forwardedFor = req.headers['x-forwarded-for'];
  const outgoing = httpRequest(
    target,
    {
      method: req.method,
      headers: {
        ...endToEnd(req.headers),
        // As nginx's proxy_pass sends them by default plus the usual X-Forwarded-* lines.
        host: target.host,
        'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
    },
  );
  outgoing.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': TYPES['.txt'] }).end('Bad Gateway');
    else res.destroy();
  });
  // A browser that gives up (navigation, abort) ends the call upstream too.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  req.pipe(outgoing);
}

export function startStaticServer({ dist, port, host = '127.0.0.1', apiUrl, proxyApi }) {
  const root = resolve(dist);
  const indexHtml = readFileSync(join(root, 'index.html'));
  // Same origin: the API is 'self', and no other origin may be called.
  const csp = contentSecurityPolicy(indexHtml.toString('utf8'), proxyApi ? undefined : apiUrl);
  const common = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };

  /** Each file gzipped once: the build never changes while it is served. */
  const gzipped = new Map();
  const body = (req, file, content, headers) => {
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (!COMPRESSIBLE.has(extname(file))) return { headers, content };
    const vary = { ...headers, Vary: 'Accept-Encoding' };
    if (!accepts) return { headers: vary, content };
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(content));
    return { headers: { ...vary, 'Content-Encoding': 'gzip' }, content: gzipped.get(file) };
  };
  const send = (req, res, file, content, headers) => {
    const out = body(req, file, content, headers);
    res.writeHead(200, out.headers);
    res.end(req.method === 'HEAD' ? undefined : out.content);
  };

  const server = createServer((req, res) => {
    if (proxyApi && (req.url ?? '/').startsWith(API_PATH)) {
      forward(req, res, proxyApi);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = normalize(join(root, pathname));
    const inside = file === root || file.startsWith(root + sep);
    if (inside && existsSync(file) && statSync(file).isFile() && !file.endsWith(`${sep}index.html`)) {
      const hashed = pathname.startsWith('/assets/');
      send(req, res, file, readFileSync(file), {
        ...common,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': hashed ? IMMUTABLE : REVALIDATE,
      });
      return;
    }
    // A missing asset is a 404, never the page (a stale chunk must fail loudly, not as HTML).
    if (pathname.startsWith('/assets/') || (extname(pathname) !== '' && extname(pathname) !== '.html')) {
      res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    send(req, res, join(root, 'index.html'), indexHtml, {
      ...common,
      'Content-Type': TYPES['.html'],
      'Cache-Control': REVALIDATE,
    });
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
