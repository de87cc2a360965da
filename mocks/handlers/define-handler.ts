import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import {
  XLSX_MEDIA_TYPE,
  type BlobEndpoint,
  type Endpoint,
  type JsonEndpoint,
  type ServerPayload,
} from '@/api/contract/endpoint';
import { ALERT_HOLDER_SECTIONS } from '@/api/contract/alerts';
import { SessionPermissions, hasSection, sectionLabel, type SectionId } from '@/api/contract/permissions';
import { checkedParamSchema } from '@/api/contract/param-schemas';
import type { RequestParamName, RequestParams } from '@/api/contract/request-params';
import { splitList } from '@/lib/request-list';
import { DEMO_API_PREFIX } from '../api-path';
import { getDb } from '../db/get-db';
import type { Db } from '../db/generate';
import { readDemoState, tokenFromHeader, userForToken, type DemoState } from '../demo-state';
import { HOSTILE_PREFIX, withHostileText } from '../hostile';
import { LATENCY_STORAGE_KEY, takeScenarios, type Scenario } from '../scenarios';
import { demoStorage } from '../storage';
import { brandsOf, type DemoUserRecord } from '../users';

/**
 * The demo API's handler factory: a section's handler is a small function of the data set
 * and the parsed parameters. It matches `*\/api{path}`, checks the bearer token, waits the
 * demo latency, applies active fault scenarios, and (in tests) checks the payload against
 * the contract so the mocks cannot drift from it.
 */

export { DEMO_API_PREFIX };

/**
 * Simulated network time per call. 120 ms in the browser is enough to see the progress
 * bar and dimmed panels without slowing anyone down; 0 in vitest. `setDemoLatency` or
 * `localStorage['demo:latency']` (e2e) override it.
 */
export const DEFAULT_BROWSER_LATENCY_MS = 120;

let latencyOverride: number | null = null;

export function setDemoLatency(ms: number | null): void {
  latencyOverride = ms;
}

export function demoLatency(): number {
  if (latencyOverride !== null) return latencyOverride;
  const stored = Number(demoStorage.get(LATENCY_STORAGE_KEY) ?? Number.NaN);
  if (Number.isFinite(stored) && stored >= 0) return stored;
  return import.meta.env.MODE === 'test' ? 0 : DEFAULT_BROWSER_LATENCY_MS;
}

/** Thrown by a resolver to answer with an error status and the server's message text. */
export class DemoHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The request parameter at fault, for a 400 whose message is a form's own words. */
    readonly parameter?: string,
  ) {
    super(message);
  }
}

export const httpError = (status: number, message: string, parameter?: string): DemoHttpError =>
  new DemoHttpError(status, message, parameter);

/**
 * The header a 400 names its parameter in (docs/openapi.json), so a client or a test can
 * tell which value was refused when the message is worded for a person.
 */
export const INVALID_PARAMETER_HEADER = 'X-Invalid-Parameter';

export interface HandlerContext {
  request: Request;
  /** The endpoint's filter parameters that were sent (raw strings, as the app sends them). */
  params: RequestParams;
  /** Every query or form value by name (filter and other parameters). */
  values: Readonly<Record<string, string>>;
  /** Uploaded files of a multipart body. */
  files: Readonly<Record<string, File>>;
  /** Parsed JSON body of a 'json' endpoint. */
  body: unknown;
  /** A list parameter, split the way the app joined it. */
  list: (name: string) => string[];
  /** The signed-in user (null only on public endpoints). */
  user: DemoUserRecord | null;
  /** Brands the user may see. */
  userBrands: string[];
  /** The seeded data set, generated on first use. */
  readonly db: Db;
  /** Admin-changed demo state (users, brands, targets, files, tokens). */
  readonly state: DemoState;
}

export interface HandlerOptions {
  /** No token needed (sign-in). */
  public?: boolean;
}

export interface DemoFile {
  fileName: string;
  /** Uint8Array, not Blob: in vitest a Blob body arrives as the text "[object Blob]". */
  bytes: Uint8Array;
  contentType: string;
}

export const CONTENT_TYPES = {
  xlsx: XLSX_MEDIA_TYPE,
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * The sections whose holders may call a path (the first matching prefix decides), as the
 * real API answers: a caller without any of them gets a 403, so the page hiding a panel is
 * not the only guard. Report downloads under a section's path serve the Reports page too.
 * Paths not listed (sign-in, the session check, demo-only file links) need no section.
 */
const PATH_SECTIONS: readonly (readonly [prefix: string, sections: readonly SectionId[]])[] = [
  ['/accounts/reports', ['accounts', 'reports']],
  ['/merchandising/reports', ['merchandising', 'reports']],
  ['/sales/reports', ['sales', 'reports']],
  ['/accounts', ['accounts']],
  ['/merchandising', ['merchandising']],
  ['/sales', ['sales']],
  ['/reports', ['reports']],
  ['/scorecard', ['reports']],
  ['/management', ['management']],
  ['/efforts', ['timeEfforts']],
  ['/schedules', ['schedule']],
  ['/masterlist', ['database']],
  ['/users', ['admin']],
  ['/brands', ['admin']],
  ['/chain-scorecard', ['admin']],
  ['/targets', ['sales', 'merchandising', 'management', 'timeEfforts', 'admin']],
  // Alert rules watch summary cards: any section with them lets a user hold rules.
  ['/alerts', ALERT_HOLDER_SECTIONS],
];

export const sectionsForPath = (path: string): readonly SectionId[] | null =>
  PATH_SECTIONS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? null;

export const noSectionMessage = (sections: readonly SectionId[]): string =>
  `You do not have access to ${sections.map(sectionLabel).join(' or ')}.`;

const matchPath = (endpoint: Endpoint) => `*${DEMO_API_PREFIX}${endpoint.path}`;

async function readValues(
  request: Request,
  endpoint: Endpoint,
): Promise<{ values: Record<string, string>; files: Record<string, File>; body: unknown }> {
  const values: Record<string, string> = {};
  const files: Record<string, File> = {};
  let body: unknown;
  for (const [k, v] of new URL(request.url).searchParams) values[k] = v;
  if (endpoint.method === 'POST') {
    if ((endpoint.body ?? 'form') === 'json') {
      try {
        body = await request.json();
      } catch {
        throw httpError(400, 'Request body must be JSON');
      }
      if (body && typeof body === 'object') {
        for (const [k, v] of Object.entries(body)) if (typeof v === 'string') values[k] = v;
      }
    } else {
      const form = await request.formData().catch(() => null);
      form?.forEach((v, k) => {
        if (typeof v === 'string') values[k] = v;
        else files[k] = v;
      });
    }
  }
  return { values, files, body };
}

/**
 * The first parameter whose value breaks its contract schema (param-schemas.ts, what
 * docs/openapi.json documents), as a 400 naming it. Empty values count as absent, as
 * the app leaves them out; a missing required value is the handler's to report.
 */
function invalidParam(endpoint: Endpoint, values: Record<string, string>): DemoHttpError | null {
  for (const name of [...endpoint.params, ...(endpoint.extraParams ?? [])]) {
    const value = values[name];
    const schema = checkedParamSchema(name);
    if (value === undefined || value === '' || !schema || schema.safeParse(value).success) continue;
    const expected = schema.description ? `: ${schema.description}` : '';
    return httpError(400, `Parameter ${name} is invalid${expected}`, name);
  }
  return null;
}

const pickParams = (values: Record<string, string>, names: readonly RequestParamName[]): RequestParams => {
  const params: RequestParams = {};
  for (const name of names) {
    const v = values[name];
    if (v !== undefined && v !== '') params[name] = v;
  }
  return params;
};

const text = (status: number, message: string, parameter?: string) =>
  new HttpResponse(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      ...(parameter ? { [INVALID_PARAMETER_HEADER]: parameter } : {}),
    },
  });

const errorResponse = (error: DemoHttpError) => text(error.status, error.message, error.parameter);

/** Applies fault scenarios; returns a response when one decides the answer. */
async function applyScenarios(scenarios: Scenario[], endpoint: Endpoint): Promise<Response | null> {
  for (const s of scenarios) {
    if (s.kind === 'slow') await delay(s.ms);
  }
  for (const s of scenarios) {
    if (s.kind === 'serverError') return text(s.status, s.message);
    if (s.kind === 'unauthorized') return text(401, 'Unauthorized');
    if (s.kind === 'malformed') {
      return endpoint.kind === 'json'
        ? HttpResponse.json({ Malformed: true, Data: 'not what the contract says' })
        : new HttpResponse(new TextEncoder().encode('<html>not a file</html>'), {
            headers: { 'Content-Type': 'text/html' },
          });
    }
  }
  return null;
}

function contextOf(
  request: Request,
  params: RequestParams,
  values: Record<string, string>,
  user: DemoUserRecord | null,
  files: Record<string, File> = {},
  body: unknown = undefined,
): HandlerContext {
  return {
    request,
    params,
    values,
    files,
    body,
    list: (name) => splitList(values[name]),
    user,
    userBrands: user ? brandsOf(user) : [],
    get db() {
      return getDb();
    },
    get state() {
      return readDemoState();
    },
  };
}

/**
 * The context of a call `user` made earlier, for work done after it was answered (the HTTP
 * demo API builds a requested e-mail report later, as that user, with the call's filter).
 */
export const contextFor = (user: DemoUserRecord, path: string, params: RequestParams): HandlerContext =>
  contextOf(new Request(`http://demo-api.invalid${DEMO_API_PREFIX}${path}`), params, { ...params }, user);

async function prepare(
  endpoint: Endpoint,
  request: Request,
  options: HandlerOptions,
): Promise<{ ctx: HandlerContext; hostile: boolean } | { response: Response }> {
  const latency = demoLatency();
  if (latency > 0) await delay(latency);

  const scenarios = takeScenarios(endpoint.path);
  const faulted = await applyScenarios(scenarios, endpoint);
  if (faulted) return { response: faulted };
  const hostile = scenarios.some((s) => s.kind === 'hostile');

  const user = userForToken(tokenFromHeader(request.headers.get('Authorization')));
  if (!options.public && !user) return { response: text(401, 'Unauthorized') };
  const sections = options.public ? null : sectionsForPath(endpoint.path);
  if (user && sections) {
    const perms = SessionPermissions.parse(user.permissions);
    if (!sections.some((s) => hasSection(perms, s)))
      return { response: text(403, noSectionMessage(sections)) };
  }

  let read: Awaited<ReturnType<typeof readValues>>;
  try {
    read = await readValues(request, endpoint);
  } catch (error) {
    if (error instanceof DemoHttpError) return { response: errorResponse(error) };
    throw error;
  }
  const { values, files, body } = read;
  const invalid = invalidParam(endpoint, values);
  if (invalid) return { response: errorResponse(invalid) };
  const ctx = contextOf(request, pickParams(values, endpoint.params), values, user, files, body);
  return { ctx, hostile };
}

async function run<T>(resolve: () => T | Promise<T>): Promise<{ value: T } | { response: Response }> {
  try {
    return { value: await resolve() };
  } catch (error) {
    if (error instanceof DemoHttpError) return { response: errorResponse(error) };
    throw error;
  }
}

/**
 * A JSON endpoint of the demo API. `resolve` returns the server payload (PascalCase) typed
 * by the contract: `ServerPayload<typeof endpoint>`.
 */
export function defineJsonHandler<E extends JsonEndpoint>(
  endpoint: E,
  resolve: (ctx: HandlerContext) => ServerPayload<E> | Promise<ServerPayload<E>>,
  options: HandlerOptions = {},
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(matchPath(endpoint), async ({ request }) => {
    const prepared = await prepare(endpoint, request, options);
    if ('response' in prepared) return prepared.response;
    const result = await run(() => resolve(prepared.ctx));
    if ('response' in result) return result.response;
    if (import.meta.env.MODE === 'test') {
      const check = endpoint.response.safeParse(result.value);
      if (!check.success) {
        return text(500, `Demo API payload for ${endpoint.path} breaks the contract: ${check.error.message}`);
      }
    }
    return HttpResponse.json((prepared.hostile ? withHostileText(result.value) : result.value) as never);
  });
}

/** content-disposition with both forms, so any client finds the name (RFC 6266). */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** A file download of the demo API. */
export function defineBlobHandler(
  endpoint: BlobEndpoint,
  resolve: (ctx: HandlerContext) => DemoFile | Promise<DemoFile>,
  options: HandlerOptions = {},
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(matchPath(endpoint), async ({ request }) => {
    const prepared = await prepare(endpoint, request, options);
    if ('response' in prepared) return prepared.response;
    const result = await run(() => resolve(prepared.ctx));
    if ('response' in result) return result.response;
    const file = result.value;
    return new HttpResponse(file.bytes, {
      headers: {
        'Content-Type': file.contentType,
        // The size lets a client show how much of a large file has arrived.
        'Content-Length': String(file.bytes.byteLength),
        'Content-Disposition': contentDisposition(
          prepared.hostile ? `${HOSTILE_PREFIX}${file.fileName}` : file.fileName,
        ),
      },
    });
  });
}
