import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { fixDemoScale, getDb } from '../db/get-db';
import { DEMO_API_PREFIX, setDemoLatency } from '../handlers/define-handler';
import { handlers as demoHandlers } from '../handlers';
import { setDemoStore } from '../storage';
import { apiReferenceAnswer } from './api-reference';
import { startReportMail, type ReportMail, type ReportMailOptions } from './mail/report-mail';
import { readDemoState } from '../demo-state';
import { createServerStore } from './server-store';
import type { TrafficValidator } from './traffic-validator';

/**
 * The demo API over real HTTP: a plain Node server that turns each request into
 * a Fetch `Request` and lets MSW resolve it against the very handlers the browser's service
 * worker uses (`getResponse`, no interception). Whatever a handler reads (query string,
 * form, JSON, multipart files) and answers (JSON, text errors, files with
 * content-disposition) passes through unchanged, so a new handler module needs nothing here.
 */

export interface DemoApiServerOptions {
  /** Loopback by default: the demo API holds demo passwords and is not for a network. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /**
   * Origins allowed by CORS (scheme://host:port). Empty: any loopback origin
   * (http://localhost:*, http://127.0.0.1:*, http://[::1]:*), what a local app uses.
   */
  origins?: readonly string[];
  /**
   * JSON file the demo state is read from at start and written to on every change. The
   * demo state is one per process: a second server in the same process shares it.
   */
  stateFile?: string | null;
  /** Added wait per call in ms; 0 by default since the network is real now. */
  latencyMs?: number;
  /** The request handlers (tests may pass a subset); the demo API's by default. */
  handlers?: readonly RequestHandler[];
  /**
   * Compress JSON and text answers (brotli or gzip, whichever the client accepts) as any
   * production API does (docs/api.md); true by default, false only to measure what it saves.
   */
  compress?: boolean;
  /**
   * The data set's size (1: ~2,500 accounts, 10: ~25,000, 40: ~100,000), the same data set
   * the in-browser demo makes at `?demoScale=`; 1 by default.
   */
  scale?: number;
  /**
   * Checks every request and answer (traffic-validator.ts); each violation goes to
   * `onViolation`. Off by default: the real-API e2e run turns it on.
   */
  trafficValidator?: TrafficValidator;
  onViolation?: (violations: string[]) => void;
  /**
   * Send the scheduled reports and Management's e-mailed reports (mail/report-mail.ts):
   * through SMTP, or as .eml files into an outbox folder. Off by default (nothing is sent);
   * the CLI turns it on.
   */
  mail?: ReportMailOptions;
}

export interface DemoApiServer {
  /** Base URL of the API, the app's VITE_API_URL: `http://host:port/api/`. */
  apiUrl: string;
  port: number;
  /** The report mail, when `mail` was given. */
  reportMail: ReportMail | null;
  close(): Promise<void>;
}

/** Largest request body accepted (scorecard uploads are a few MB at most). */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
const EXPOSED_HEADERS = 'Content-Disposition';
/** Browsers cache a preflight this long (seconds), so filter changes cost one request each. */
const PREFLIGHT_MAX_AGE = '600';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export const isAllowedOrigin = (origin: string, allowed: readonly string[]): boolean =>
  allowed.length === 0 ? LOOPBACK_ORIGIN.test(origin) : allowed.includes(origin);

/** The CORS answer headers for an allowed origin (none for a request without Origin). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

const preflightHeaders = (origin: string): Record<string, string> => ({
  ...corsHeaders(origin),
  'Access-Control-Allow-Methods': ALLOWED_METHODS,
  'Access-Control-Allow-Headers': ALLOWED_HEADERS,
  'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
});

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/** The Node request as a Fetch Request (what MSW handlers read). */
async function toFetchRequest(
  req: IncomingMessage,
  origin: string,
): Promise<{ request: Request; body: Uint8Array | undefined }> {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return { request: new Request(new URL(req.url ?? '/', origin), { method, headers, body }), body };
}

function sendText(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(message);
}

/**
 * Whether an Accept-Encoding header admits `coding` (RFC 9110: listed by name or by `*`
 * with a q-value above 0; `gzip;q=0` refuses it).
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  let named: boolean | undefined;
  let any = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) named = allowed;
    else if (name === '*') any = allowed;
  }
  return named ?? any;
}

/**
 * Text that shrinks when compressed: JSON, text (errors, CSV), XML, JavaScript. Spreadsheets,
 * PDFs, zips and images are compressed already, so gzip would cost time and save nothing.
 */
const COMPRESSIBLE_TYPE = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript))/i;
/** Below this a gzip header and the time to make it outweigh what it saves. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * The codings offered, best first, each at a level that keeps the server's own time small:
 * the largest answer (/merchandising, 1.1 MB of JSON) becomes 107 KB with brotli quality 4
 * in ~6 ms, 124 KB with gzip level 6 in ~8 ms (docs/performance-log.md). Both run on
 * libuv's thread pool, not on the event loop that serves the other calls. Browsers offer br
 * on HTTPS and on localhost; gzip is what every HTTP client accepts.
 */
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ENCODERS: ReadonlyArray<readonly [string, (body: Buffer) => Promise<Buffer>]> = [
  [
    'br',
    (body) =>
      brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  ],
  ['gzip', (body) => gzipAsync(body, { level: 6 })],
];

async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
  compress: boolean,
) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    // The body is sent whole below, with its own length.
    if (key !== 'content-length' && key !== 'transfer-encoding') headers[key] = value;
  });
  // One spelling per field (lower case, as Headers gives them), so two Vary lists merge.
  const all = { ...headers };
  for (const [name, value] of Object.entries(extra)) {
    const key = name.toLowerCase();
    all[key] = key === 'vary' && all.vary ? `${all.vary}, ${value}` : value;
  }
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const compressible =
    compress &&
    COMPRESSIBLE_TYPE.test(headers['content-type'] ?? '') &&
    !headers['content-encoding'] &&
    body.length >= MIN_COMPRESS_BYTES;
  if (compressible) {
    // The answer depends on Accept-Encoding from here on, also when sent plain (caches).
    all.vary = all.vary ? `${all.vary}, Accept-Encoding` : 'Accept-Encoding';
    const accepted = req.headers['accept-encoding'];
    const encoder = ENCODERS.find(([coding]) => acceptsEncoding(accepted, coding));
    if (encoder) {
      body = await encoder[1](body);
      all['content-encoding'] = encoder[0];
    }
  }
  res.writeHead(response.status, { ...all, 'content-length': String(body.length) });
  res.end(body);
}

/** Starts the HTTP demo API; resolves once it listens. */
export async function startDemoApiServer(options: DemoApiServerOptions = {}): Promise<DemoApiServer> {
  const host = options.host ?? '127.0.0.1';
  const allowed = options.origins ?? [];
  const handlers = [...(options.handlers ?? demoHandlers)];
  const compress = options.compress ?? true;
  setDemoStore(createServerStore(options.stateFile ?? null));
  setDemoLatency(options.latencyMs ?? 0);
  fixDemoScale(options.scale ?? 1);
  // Generate the seeded data set now, so the first call does not wait for it.
  getDb();
  const reportMail = options.mail ? startReportMail(options.mail) : null;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      console.error('demo API: request failed', error);
      const origin = req.headers.origin;
      const cors = origin && isAllowedOrigin(origin, allowed) ? corsHeaders(origin) : {};
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error', cors);
      else res.destroy();
    });
  });

  // Idle keep-alive sockets stay open longer than a client or proxy keeps them (a proxy's
  // idle timeout is typically 60 s): a server closing first races a request sent on the
  // socket as it closes, which the client sees as 'other side closed'. Shutdown still
  // closes them (closeAllConnections).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, allowed)) {
      sendText(res, 403, `Origin ${origin} is not allowed`);
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, origin ? preflightHeaders(origin) : { Allow: ALLOWED_METHODS });
      res.end();
      return;
    }
    const cors = corsHeaders(origin);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== DEMO_API_PREFIX && !path.startsWith(`${DEMO_API_PREFIX}/`)) {
      sendText(res, 404, 'Not found', cors);
      return;
    }
    const reference =
      req.method === 'GET' ? await apiReferenceAnswer(path.slice(DEMO_API_PREFIX.length)) : null;
    if (reference) {
      res.writeHead(200, { ...cors, 'Content-Type': reference.contentType });
      res.end(reference.body);
      return;
    }
    let request: Request;
    let requestBody: Uint8Array | undefined;
    try {
      ({ request, body: requestBody } = await toFetchRequest(req, `http://${req.headers.host ?? host}`));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendText(res, 413, 'Request body too large', cors);
        return;
      }
      throw error;
    }
    const stateBefore = readDemoState();
    const response = await getResponse(handlers, request);
    // A saved schedule, a deactivated user or an e-mail request: the mail looks again.
    if (readDemoState() !== stateBefore) reportMail?.wake();
    if (!response) {
      sendText(res, 404, `No demo API handler for ${request.method} ${path}`, cors);
      return;
    }
    const copy = options.trafficValidator ? response.clone() : null;
    await sendResponse(req, res, response, cors, compress);
    if (copy && options.trafficValidator) {
      const violations = await options.trafficValidator.check({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        requestHeaders: req.headers as Record<string, string>,
        requestBody,
        status: copy.status,
        responseHeaders: Object.fromEntries(copy.headers),
        responseBody: new Uint8Array(await copy.arrayBuffer()),
      });
      if (violations.length > 0) options.onViolation?.(violations);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    apiUrl: `http://${shownHost}:${port}${DEMO_API_PREFIX}/`,
    port,
    reportMail,
    close: async () => {
      await reportMail?.close();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
