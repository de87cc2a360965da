// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '@mocks/node';
import { contentSecurityPolicy } from './csp.mjs';
import { IMMUTABLE, REVALIDATE, startStaticServer } from './serve-static.mjs';

/** The reference static host of docs/deploy.md: fallback, cache headers, gzip, CSP. */
const INLINE = "document.title = 'x';";
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app-1a2b.js"></script></head><body></body></html>`;
const root = mkdtempSync(join(tmpdir(), 'static-'));
const dist = join(root, 'dist');
let host: { server: Server; url: string };

beforeAll(async () => {
  // Real sockets here: the test setup's in-process MSW must not answer these fetches.
  msw.close();
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), 'not part of the build');
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  host = await startStaticServer({ dist, port: 0, apiUrl: 'https://api.example.com/api/' });
});

afterAll(() => {
  host?.server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serve-static', () => {
  it('answers client routes with index.html and revalidates it', async () => {
    for (const path of ['/', '/sales?brand=Sunset%20Soda', '/admin/users', '/index.html']) {
      const response = await fetch(`${host.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('caches hashed assets for a year, other files not, and never answers a missing file with the page', async () => {
    const asset = await fetch(`${host.url}/assets/app-1a2b.js`);
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await fetch(`${host.url}/favicon.svg`)).headers.get('cache-control')).toBe(REVALIDATE);
    expect((await fetch(`${host.url}/assets/gone-9z9z.js`)).status).toBe(404);
    expect((await fetch(`${host.url}/robots.txt`)).status).toBe(404);
    // An encoded "../" does not reach files outside the build.
    expect((await fetch(`${host.url}/..%2fsecret.txt`)).status).toBe(404);
  });

  it('gzips text files for a browser that accepts it, and only then', async () => {
    const gzip = await fetch(`${host.url}/assets/app-1a2b.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect([gzip.headers.get('content-encoding'), gzip.headers.get('vary')]).toEqual([
      'gzip',
      'Accept-Encoding',
    ]);
    expect(await gzip.text()).toBe('console.log(1)');
    const plain = await fetch(`${host.url}/login`, { headers: { 'Accept-Encoding': 'identity' } });
    expect([plain.headers.get('content-encoding'), await plain.text()]).toEqual([null, INDEX]);
  });

  it('sends the Content-Security-Policy with the inline script hash and the API origin', async () => {
    const csp = (await fetch(`${host.url}/login`)).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toBe(contentSecurityPolicy(INDEX, 'https://api.example.com/api/'));
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(csp).not.toMatch(/unsafe-eval/);
  });
});

describe('serve-static with the API on the same origin (--proxy-api)', () => {
  /** What the API behind the proxy received. */
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const packed = gzipSync(JSON.stringify({ Rows: [1, 2, 3] }));
  let release: () => void = () => {};
  let api: Server;
  let site: { server: Server; url: string };

  beforeAll(async () => {
    api = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        if (req.url === '/api/stream') {
          // The second half only once the browser has the first: a proxy that buffered hangs.
          res.writeHead(200, { 'Content-Type': 'text/plain' });
          res.write('first;');
          release = () => res.end('second');
          return;
        }
        res.writeHead(req.url?.startsWith('/api/missing') ? 404 : 200, {
          'Content-Type': 'application/json',
          'Content-Encoding': 'gzip',
          'Content-Length': String(packed.length),
          Vary: 'Accept-Encoding',
          'X-Api': 'yes',
        });
        res.end(packed);
      });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const { port } = api.address() as AddressInfo;
    site = await startStaticServer({
      dist,
      port: 0,
      apiUrl: 'http://127.0.0.1:1/api/',
      proxyApi: `http://127.0.0.1:${port}`,
    });
  });

  afterAll(() => {
    site?.server.close();
    api?.close();
  });

  it('forwards a GET with its query and headers and returns the answer byte for byte', async () => {
    const response = await fetch(`${site.url}/api/merchandising?brand=Sunset%20Soda`, {
      headers: { Authorization: 'Bearer t0ken', 'Accept-Encoding': 'gzip' },
    });
    const request = seen.at(-1);
    expect([request?.method, request?.url, request?.headers.authorization]).toEqual([
      'GET',
      '/api/merchandising?brand=Sunset%20Soda',
      'Bearer t0ken',
    ]);
    expect(request?.headers['x-forwarded-host']).toBe(new URL(site.url).host);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBe(String(packed.length));
    expect([response.headers.get('vary'), response.headers.get('x-api')]).toEqual(['Accept-Encoding', 'yes']);
    expect(await response.json()).toEqual({ Rows: [1, 2, 3] });
    // The API's answer, not the static host's: no page, no CSP of its own.
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect((await fetch(`${site.url}/api/missing`)).status).toBe(404);
  });

  it('forwards any method with its body', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(70_000).fill(7)], 'scorecard.xlsx'));
    const response = await fetch(`${site.url}/api/chain-scorecard/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body.length).toBeGreaterThan(70_000);
    expect(request?.body.toString('latin1')).toContain('filename="scorecard.xlsx"');
  });

  it('streams the answer as it arrives', async () => {
    const response = await fetch(`${site.url}/api/stream`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first;');
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('second');
  });

  it('serves the app as before, with connect-src limited to its own origin', async () => {
    const page = await fetch(`${site.url}/merchandising`);
    expect(await page.text()).toBe(INDEX);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect((await fetch(`${site.url}/apiary`)).status).toBe(200);
  });

  it('answers 502 when the API is down', async () => {
    const down = await startStaticServer({ dist, port: 0, proxyApi: 'http://127.0.0.1:1' });
    try {
      expect((await fetch(`${down.url}/api/authtest`)).status).toBe(502);
    } finally {
      down.server.close();
    }
  });
});
