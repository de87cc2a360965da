// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '@mocks/node';
import { startDemoApiServer, type DemoApiServer } from './demo-api-server';

/** The HTTP demo API serves its description and a Redoc page of it, without a token. */

beforeAll(() => msw.close());

let api: DemoApiServer;
beforeAll(async () => {
  api = await startDemoApiServer({ port: 0 });
});
afterAll(() => api?.close());

describe('the API reference on the demo API', () => {
  it('serves docs/openapi.json at /api/openapi.json', async () => {
    const response = await fetch(`${api.apiUrl}openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe(readFileSync(resolve(__dirname, '../../docs/openapi.json'), 'utf8'));
  });

  it('serves a Redoc page that reads that document, and the Redoc bundle', async () => {
    const page = await fetch(`${api.apiUrl}reference`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<redoc spec-url="openapi.json">');
    const script = /<script src="([^"]+)"/.exec(html)?.[1] ?? '';
    const bundle = await fetch(new URL(script, `${api.apiUrl}reference`));
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });
});
