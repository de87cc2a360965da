import { OpenAPIBackend, type Document } from 'openapi-backend';
import { DEMO_API_PREFIX } from '../api-path';

/**
 * Checks HTTP traffic against docs/openapi.json with openapi-backend (a maintained
 * OpenAPI request and response validator): the request's method, path, query and body,
 * the answer's status, JSON body and headers. What stays here is only the glue a plain
 * node:http server needs: the raw bytes made into the objects the validator reads, and
 * the media type of a non-JSON answer (openapi-backend checks bodies of JSON answers only).
 */

export interface Exchange {
  method: string;
  /** Path and query string, as the request line had them. */
  url: string;
  requestHeaders: Readonly<Record<string, string>>;
  requestBody: Uint8Array | undefined;
  status: number;
  responseHeaders: Readonly<Record<string, string>>;
  /** The answer's bytes before any Content-Encoding. */
  responseBody: Uint8Array;
}

export interface TrafficValidator {
  /** The violations of one request and its answer; empty when both follow the document. */
  check(exchange: Exchange): Promise<string[]>;
}

/**
 * Links the demo API hands out to files of its own (a DownloadLink, a status's Image):
 * the contract says a link may point anywhere, so what answers there is outside it.
 */
export const DEMO_ONLY_PATHS = [`${DEMO_API_PREFIX}/demo-files/`, `${DEMO_API_PREFIX}/demo-photos/`];

type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
};

const mediaTypeOf = (headers: Readonly<Record<string, string>>): string =>
  (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

async function requestBodyOf(exchange: Exchange): Promise<unknown> {
  const bytes = exchange.requestBody;
  if (!bytes || bytes.length === 0) return undefined;
  const type = mediaTypeOf(exchange.requestHeaders);
  const text = new TextDecoder().decode(bytes);
  if (type === 'application/json') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'multipart/form-data') {
    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': exchange.requestHeaders['content-type'] ?? '' },
      body: new Uint8Array(bytes),
    })
      .formData()
      .catch(() => null);
    if (!form) return text;
    // A file part is checked as what the document says it is: a string (its bytes).
    return Object.fromEntries(
      [...form].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
    );
  }
  return text;
}

export async function createTrafficValidator(definition: object): Promise<TrafficValidator> {
  const api = new OpenAPIBackend({
    definition: definition as Document,
    apiRoot: DEMO_API_PREFIX,
    // quick: openapi-backend's own document check knows OpenAPI 3.0 only; the document is
    // linted as 3.1 by Redocly (openapi.test.ts). Formats are checked by their patterns.
    quick: true,
    validate: true,
    ajvOpts: { strict: false, validateFormats: false },
  });
  await api.init();

  return {
    async check(exchange) {
      const url = new URL(exchange.url, 'http://x');
      if (DEMO_ONLY_PATHS.some((prefix) => url.pathname.startsWith(prefix))) return [];
      const where = `${exchange.method} ${url.pathname}`;
      const request = {
        method: exchange.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...exchange.requestHeaders },
        body: await requestBodyOf(exchange),
      };
      const operation = api.matchOperation(request) as Operation | undefined;
      if (!operation) return [`${where}: no such operation in openapi.json`];
      const violations: string[] = [];
      const describe = (
        part: string,
        errors: { instancePath?: string; message?: string }[] | null | undefined,
      ) => {
        for (const e of errors ?? [])
          violations.push(`${where} ${part}${e.instancePath ?? ''}: ${e.message ?? ''}`);
      };
      // A request the server refused with 400 broke the document and was caught: only its
      // answer is checked (the 400 is listed). Any other answer means the request was taken.
      if (exchange.status !== 400)
        describe('request', api.validateRequest(request, operation as never).errors);

      const status = String(exchange.status);
      // `default` stands for the error statuses an operation does not list; a success must be listed.
      const declared =
        operation.responses[status] ?? (exchange.status >= 400 ? operation.responses.default : undefined);
      if (!declared) {
        violations.push(`${where}: status ${status} is not in openapi.json`);
        return violations;
      }
      const type = mediaTypeOf(exchange.responseHeaders);
      const content = declared.content ?? {};
      if (exchange.responseBody.length > 0 && !(type in content))
        violations.push(
          `${where}: ${status} answered ${type || 'no Content-Type'}, openapi.json has ${Object.keys(content).join(', ') || 'no body'}`,
        );
      if (type === 'application/json') {
        let body: unknown;
        try {
          body = JSON.parse(new TextDecoder().decode(exchange.responseBody));
        } catch {
          violations.push(`${where}: ${status} answer is not JSON`);
          return violations;
        }
        describe(`answer ${status}`, api.validateResponse(body, operation as never, exchange.status).errors);
      }
      describe(
        `answer ${status} headers`,
        api.validateResponseHeaders(exchange.responseHeaders, operation as never, {
          statusCode: exchange.status,
          setMatchType: 'superset' as never,
        }).errors,
      );
      return violations;
    },
  };
}
