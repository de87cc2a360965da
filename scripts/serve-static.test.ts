// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    expect(csp).not.toMatch(/unsafe-eval/);
  });
});
