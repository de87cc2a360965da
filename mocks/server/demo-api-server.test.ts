// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountsMap } from '@/api/contract/accounts';
import { ALL_ENDPOINTS } from '@/api/contract/all-endpoints';
import { AlertRules, createAlertRule } from '@/api/contract/alerts';
import { createPhotoAlbum } from '@/api/contract/photo-changes';
import { PhotoAlbums, photoLibrary } from '@/api/contract/photos';
import { jsonEndpoint, type Endpoint } from '@/api/contract/endpoint';
import { reportsFilters } from '@/api/contract/reports';
import { DownloadLinkResponse } from '@/api/contract/common';
import { UsersList, testAutoReport } from '@/api/contract/users';
import { fixDemoScale, getDb, readDemoScale } from '@mocks/db/get-db';
import { generateDb } from '@mocks/db/generate';
import { server as msw } from '@mocks/node';
import { demoStorage } from '@mocks/storage';
import { DEMO_BRANDS } from '@mocks/users';
import { defineJsonHandler } from '../handlers/define-handler';
import { readPdf } from '../handlers/testing/read-pdf';
import { xlsxDownload } from '../xlsx';
import { acceptsEncoding, startDemoApiServer, type DemoApiServer } from './demo-api-server';

/**
 * The demo API over real HTTP, in-process on a free port: every endpoint of the contract
 * answers with a payload its zod schema parses (files with a content-disposition name),
 * CORS lets a browser app on another origin read answers and file names, and the state
 * file keeps admin changes across a restart.
 */

// The test setup's in-process MSW would answer these fetches itself; here they must
// travel over the socket to the server under test.
beforeAll(() => msw.close());

const APP_ORIGIN = 'http://127.0.0.1:4400';
const BRAND = 'Sunset Soda';
const dir = mkdtempSync(join(tmpdir(), 'demo-api-'));
const stateFile = join(dir, 'state.json');
let api: DemoApiServer;
let token = '';

beforeAll(async () => {
  api = await startDemoApiServer({ port: 0, stateFile, origins: [APP_ORIGIN] });
  token = await signIn('superadmin');
});

afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

const url = (path: string) => `${api.apiUrl}${path.replace(/^\//, '')}`;

async function signIn(login: string): Promise<string> {
  const response = await fetch(url('/authenticate'), {
    method: 'POST',
    body: new URLSearchParams({ login, password: 'demo' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { Token: string }).Token;
}

/** A GET as the bytes on the wire (fetch would decompress), from the app's origin. */
function rawGet(
  path: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = {
      Authorization: `Bearer ${token}`,
      Origin: APP_ORIGIN,
      'Accept-Encoding': acceptEncoding,
    };
    get(url(path), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

type Values = Record<string, string | string[] | number | boolean | null | File>;

/** Calls an endpoint the way src/api/client.ts sends it (query, form, JSON or multipart). */
async function call(endpoint: Endpoint, values: Values = {}, bearer = token): Promise<Response> {
  const target = new URL(url(endpoint.path));
  const init: RequestInit = { method: endpoint.method, headers: { Authorization: `Bearer ${bearer}` } };
  const body = endpoint.body ?? 'form';
  if (endpoint.method === 'GET') {
    for (const [k, v] of Object.entries(values)) target.searchParams.set(k, String(v));
  } else if (body === 'json') {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(values);
  } else if (body === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v instanceof File ? v : String(v));
    init.body = form;
  } else {
    init.body = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]));
  }
  return fetch(target, init);
}

const today = new Date().toISOString().slice(0, 10);
const lastMonday = (() => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7);
  return d.toISOString().slice(0, 10);
})();

/**
 * Files are built for one week: the default period (all time) makes some reports take
 * seconds each, and the shape of a file does not depend on its length.
 */
const ONE_WEEK = {
  dateStart: lastMonday,
  dateEnd: new Date(Date.parse(lastMonday) + 6 * 86_400_000).toISOString().slice(0, 10),
};

const autoReport = {
  Login: 'manager',
  EmailsTo: ['a@example.com'],
  EmailsCc: [],
  RepeatPeriod: 'week',
  RepeatDays: 1,
  Weekday: ['Monday'],
  MonthRepeatMode: 'day',
  MonthDays: [],
  MonthWeekdayName: 'Monday',
  MonthWeekdayNumber: 1,
  AmountOfDays: 7,
  NumberOfPeriods: 2,
  StartsOnDate: today,
  EndMode: 'never',
  EndsOnDate: null,
  EndsAfterNumber: null,
  Chains: [],
  Banners: [],
  Channels: [],
  Regions: [],
  Counties: [],
  Areas: [],
  AccountReps: [],
  EntireMarketplace: true,
  MarketMetrics: ['visits'],
  FilteredMetrics: [],
  MarketplaceBeforePhoto: false,
  MarketplaceAfterPhoto: true,
  MarketplaceSecondaryPhoto: false,
  MarketplaceSecondaryPhotoTypes: [],
  FilteredBeforePhoto: false,
  FilteredAfterPhoto: false,
  FilteredSecondaryPhoto: false,
  FilteredSecondaryPhotoTypes: [],
};

const newUser = {
  login: 'http.probe',
  password: 'secret',
  brandFullName: 'Probe Co',
  allBrandsAccess: 'false',
  brands: BRAND,
  isAdmin: 'false',
};

/** Ids that only the data set knows, read from the API like the app reads them. */
async function sampleIds() {
  const pins = accountsMap.response.parse(await (await call(accountsMap, { brand: BRAND })).json());
  const options = reportsFilters.response.parse(await (await call(reportsFilters)).json());
  return {
    accountId: String(pins.accounts[0]?.id),
    scorecardId: String(options.scorecards[BRAND]?.[0]?.id),
  };
}

/**
 * What each endpoint needs besides the filter defaults: ids, form fields, an upload.
 * Everything else is called with no parameters at all, as a first page load would.
 */
async function samples(): Promise<Record<string, Values>> {
  const { accountId, scorecardId } = await sampleIds();
  const upload = await xlsxDownload('Probe scorecard.xlsx', [
    { name: 'Scorecard', columns: [{ header: 'Chain' }], rows: [['Probe Mart']] },
  ]);
  const alertRule = {
    Metric: 'sales.orders',
    Operator: 'above',
    Threshold: 1,
    Scope: '/sales',
    Frequency: 'daily',
    Recipients: [],
    Paused: false,
  };
  const made = AlertRules.parse(await (await call(createAlertRule, alertRule)).json());
  const ruleId = made.rules.at(-1)?.id ?? 0;
  const photos = photoLibrary.response.parse(
    await (await call(photoLibrary, { brand: BRAND, photoType: 'secondary' })).json(),
  ).photos;
  const album = {
    Name: 'Probe album',
    Brand: BRAND,
    Shared: false,
    PhotoIds: photos.slice(0, 2).map((p) => p.id),
    Filter: null,
  };
  const albums = PhotoAlbums.parse(await (await call(createPhotoAlbum, album as never)).json()).albums;
  const albumId = albums.at(-1)?.id ?? 0;
  return {
    'POST /merchandising/photos/albums': album as never,
    'POST /merchandising/photos/albums/add': { Id: albumId, PhotoIds: [photos[2]?.id ?? ''] },
    'POST /merchandising/photos/albums/update': { Id: albumId, Name: 'Probe album, renamed', Shared: true },
    'POST /merchandising/photos/albums/delete': { Id: albumId },
    'GET /merchandising/photos/album': { albumId },
    'GET /merchandising/photos/slides': { albumId },
    'GET /merchandising/photos/pdf': { albumId },
    'POST /alerts/rules': alertRule,
    'POST /alerts/rules/update': { ...alertRule, Id: ruleId },
    'POST /alerts/rules/check': { Id: ruleId },
    'POST /alerts/rules/delete': { Id: ruleId },
    'POST /authenticate': { login: 'superadmin', password: 'demo' },
    'POST /users/register': newUser,
    'POST /users/edit': { ...newUser, brandFullName: 'Probe Company', active: 'true' },
    'POST /users/permissions': {
      login: newUser.login,
      permissions: { Sales: { Permissions: ['map'], Filters: ['brand'] } } as never,
    },
    'POST /users/autoreports': autoReport as never,
    'POST /users/autoreports/test': autoReport as never,
    'GET /users/autoreports/status': { login: 'manager' },
    'POST /users/delete': { login: newUser.login },
    'POST /brands/archive': { brandName: BRAND, active: 'true' },
    // Another brand than the one every other call reads; sent last (ORDER).
    'POST /brands/delete': { brandName: DEMO_BRANDS.find((b) => b !== BRAND) ?? '' },
    'POST /brands/target-date': {
      brands: BRAND,
      representativeIDs: String(getDb().reps[0]?.id),
      date: today,
      target: '5',
    },
    'POST /chain-scorecard/upload': {
      brand: BRAND,
      file: new File([upload.bytes as BlobPart], upload.fileName, { type: upload.contentType }),
    },
    'GET /chain-scorecard/download': { id: scorecardId },
    'GET /targets': { brand: BRAND },
    'POST /targets/set': {
      Brand: BRAND,
      Month: today.slice(0, 7),
      Metric: 'Cases',
      ASM: null,
      Representative: null,
      Target: 5000,
    } as never,
    'POST /targets/copy': { Brand: BRAND, Month: today.slice(0, 7), Months: 2 } as never,
    // The target the set above made, read from the state file when the call is sent (ORDER).
    'POST /targets/delete': {
      get ID() {
        const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { metricTargets?: { ID: number }[] };
        return state.metricTargets?.[0]?.ID;
      },
    } as never,
    'POST /chain-scorecard/delete': { id: scorecardId },
    'GET /accounts/map/account': { brand: BRAND, id: accountId },
    'GET /merchandising/account-pictures': { brand: BRAND, id: accountId },
    'GET /accounts/account': { brand: BRAND, id: accountId },
    'GET /sales/account': { brand: BRAND, id: accountId },
    'GET /merchandising/account': { brand: BRAND, id: accountId },
    'GET /schedules/account': { brand: BRAND, id: accountId },
    'GET /accounts/account/brief': { brand: BRAND, id: accountId },
    'GET /merchandising/reports/account-images': { brand: BRAND, dateStartReport: lastMonday },
    'GET /reports/chain/scorecard': { brand: BRAND, scorecardId },
    'GET /reports/chain/promos': { brand: BRAND, scorecardId },
    'GET /management/brand/week': { metrics: 'HoursWorked' },
    'GET /management/brand/month': { metrics: 'HoursWorked,OrdersSubmitted', page: '2' },
    'GET /management/all-brands/week': { metrics: 'TotalAmount' },
    'GET /management/all-brands/month': { metrics: 'MerchFormsSubmitted' },
    'GET /management/reports/email/week': { email: 'ann@example.com' },
    'GET /management/reports/email/month': { email: 'ann@example.com' },
  };
}

/**
 * Mutations last (delete after edit), so each finds what the one before it made; the
 * deletions of a scorecard file and a brand after every call that reads them.
 */
const ORDER = [
  'POST /targets/set',
  'POST /targets/copy',
  'POST /targets/delete',
  'POST /alerts/rules/delete',
  'POST /merchandising/photos/albums/delete',
  'POST /users/register',
  'POST /users/edit',
  'POST /users/permissions',
  'POST /users/delete',
  'POST /chain-scorecard/delete',
  'POST /brands/delete',
];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) + 1 : 0);
const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

describe('the demo API over HTTP', () => {
  it('answers every endpoint of the contract with a payload its schema parses', async () => {
    const values = await samples();
    const endpoints = [...ALL_ENDPOINTS].sort((a, b) => rank(keyOf(a)) - rank(keyOf(b)));
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const key = keyOf(endpoint);
      const period = endpoint.kind === 'blob' ? ONE_WEEK : {};
      const response = await call(endpoint, { ...period, ...values[key] });
      const text = response.status === 200 ? '' : await response.text();
      if (response.status !== 200) {
        failures.push(`${key}: ${response.status} ${text}`);
      } else if (endpoint.kind === 'json') {
        const parsed = endpoint.response.safeParse(await response.json());
        if (!parsed.success) failures.push(`${key}: ${parsed.error.message}`);
      } else {
        const name = response.headers.get('content-disposition') ?? '';
        const bytes = (await response.arrayBuffer()).byteLength;
        if (!/filename\*?=/.test(name) || bytes === 0) failures.push(`${key}: no named file (${name})`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers 401 without a valid token and 403 outside the caller’s sections, as the handlers do', async () => {
    const merchandising = ALL_ENDPOINTS.find((e) => e.path === '/merchandising/filters') as Endpoint;
    expect((await call(merchandising, {}, 'not-a-token')).status).toBe(401);
    const denied = await call(merchandising, {}, await signIn('manager'));
    expect([denied.status, await denied.text()]).toEqual([403, 'You do not have access to Merchandising.']);
  });

  it('lets the app origin call with Authorization and read a file name (CORS)', async () => {
    const preflight = await fetch(url('/accounts/xlsx'), {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const file = await fetch(url('/accounts/xlsx'), {
      headers: { Origin: APP_ORIGIN, Authorization: `Bearer ${token}` },
    });
    expect(file.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(file.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const other = await fetch(url('/authtest'), { headers: { Origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses JSON for a client that accepts it, sends it plain otherwise, and never a file', async () => {
    const path = `${accountsMap.path}?brand=${encodeURIComponent(BRAND)}`;
    const plain = await rawGet(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const decoders = { gzip: gunzipSync, br: brotliDecompressSync };
    for (const [accept, coding] of [
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const packed = await rawGet(path, accept);
      expect([accept, packed.headers['content-encoding'], packed.headers.vary]).toEqual([
        accept,
        coding,
        'Origin, Accept-Encoding',
      ]);
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(packed.body.length).toBeLessThan(plain.body.length / 4);
      expect(decoders[coding](packed.body).equals(plain.body)).toBe(true);
      // CORS unchanged: the app still reads the answer.
      expect(packed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    }
    // A spreadsheet is a zip already: sent as is, with its file name readable by the app.
    const file = await rawGet('/accounts/xlsx', 'gzip, deflate, br');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(file.headers['access-control-expose-headers']).toBe('Content-Disposition');
    expect(Number(file.headers['content-length'])).toBe(file.body.length);
  });

  it('reads Accept-Encoding as RFC 9110 does (q=0 refuses, * admits the rest)', () => {
    expect(acceptsEncoding('gzip, deflate', 'gzip')).toBe(true);
    expect(acceptsEncoding('GZIP;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, *', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
  });

  it('keeps demo state in the state file, so a restarted server still has it', async () => {
    const register = ALL_ENDPOINTS.find((e) => e.path === '/users/register') as Endpoint;
    const response = await call(register, { ...newUser, login: 'kept.user' });
    expect(response.status).toBe(200);
    expect(readFileSync(stateFile, 'utf8')).toContain('kept.user');
    await api.close();
    api = await startDemoApiServer({ port: 0, stateFile, origins: [APP_ORIGIN] });
    const list = ALL_ENDPOINTS.find((e) => e.path === '/users/list') as Endpoint;
    const users = UsersList.parse(await (await call(list)).json());
    expect(users.map((u) => u.login)).toContain('kept.user');
  });

  it('serves the scheduled report example as the report: metric tables and embedded photos', async () => {
    const answer = await call(testAutoReport, {
      ...autoReport,
      MarketMetrics: ['accounts.visits', 'sales.totalDollars'],
    } as never);
    const link = DownloadLinkResponse.parse(await answer.json());
    const file = await fetch(url(link.downloadLink), { headers: { Authorization: `Bearer ${token}` } });
    const pdf = await readPdf(new Uint8Array(await file.arrayBuffer()));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain('Total dollars');
    expect(pdf.images).toBeGreaterThan(0);
  });

  // Last: the probe server takes over the process's demo store (demo-api-server.ts).
  it('passes a multipart upload to a handler unchanged', async () => {
    const echo = jsonEndpoint({
      method: 'POST',
      path: '/probe/upload',
      summary: 'test only',
      params: [],
      body: 'multipart',
      response: z.object({ Name: z.string(), Size: z.number(), Note: z.string() }),
    });
    const probe = await startDemoApiServer({
      port: 0,
      stateFile,
      handlers: [
        defineJsonHandler(echo, ({ files, values }) => ({
          Name: files.file?.name ?? '',
          Size: files.file?.size ?? -1,
          Note: values.note ?? '',
        })),
      ],
    });
    try {
      const form = new FormData();
      form.append('note', 'hello');
      form.append('file', new File([new Uint8Array(3000).fill(7)], 'scorecard.xlsx'));
      const response = await fetch(`${probe.apiUrl}probe/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(await response.json()).toEqual({ Name: 'scorecard.xlsx', Size: 3000, Note: 'hello' });
    } finally {
      await probe.close();
    }
  });
});

describe('the data set scale', () => {
  it('makes the data set the in-browser demo makes at that scale, and keeps it over a page setting', async () => {
    const small = await startDemoApiServer({ port: 0, origins: [APP_ORIGIN], scale: 0.2 });
    try {
      demoStorage.set('demo:scale', '3');
      expect(readDemoScale()).toBe(0.2);
      expect(getDb().accounts.length).toBe(generateDb({ today: getDb().today, scale: 0.2 }).accounts.length);
    } finally {
      await small.close();
      fixDemoScale(null);
      demoStorage.remove('demo:scale');
    }
  });
});
