// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '@mocks/node';
import { startDemoApiServer, type DemoApiServer } from './demo-api-server';

/**
 * Malformed input for every operation of docs/openapi.json, sent to the HTTP demo API
 * over a real socket: values of the wrong type, impossible dates, unknown enum values,
 * huge strings and lists, missing required fields, bodies that are not what the operation
 * takes. The cases come from the document alone (each parameter's schema), so a new
 * endpoint is covered without a line here. No answer may be a 5xx, every 400 names a
 * parameter of the operation, and the server answers normally afterwards.
 */

beforeAll(() => msw.close());

type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: string[];
  description?: string;
  maxLength?: number;
  contentMediaType?: string;
  properties?: Record<string, Schema>;
  required?: string[];
};
type Parameter = { name: string; required: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: { $ref: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter> };
};

const doc = JSON.parse(readFileSync(resolve(__dirname, '../../docs/openapi.json'), 'utf8')) as Doc;

/** Bounds: the run stops sending at whichever comes first. */
const MAX_REQUESTS = 2500;
const MAX_MS = 30_000;
const CONCURRENCY = 4;

const HUGE_QUERY_TEXT = 'x'.repeat(4_000);
const HUGE_BODY_TEXT = 'x'.repeat(300_000);
const HUGE_LIST = Array.from({ length: 500 }, (_, i) => `item${i}`).join(',');

/** Malformed text values for one parameter, from its schema. */
function badValues(schema: Schema, where: 'query' | 'body'): string[] {
  const values = [where === 'query' ? HUGE_QUERY_TEXT : HUGE_BODY_TEXT, HUGE_LIST, '%', '\u0000<script>'];
  if (schema.format === 'date') values.push('2025-02-30', '2025-13-01', 'tomorrow', '99999-01-01');
  if (schema.pattern) values.push('abc', '-1', '1.5', '9'.repeat(40), 'm', 'x5');
  if (schema.enum) values.push('maybe', 'TRUE', `${schema.enum[0] ?? ''} `);
  return values;
}

/**
 * Query parameters are shared by many operations (the filter): each gets every malformed
 * value on its first FULL_USES operations and one of them, in turn, on the others, which
 * keeps the count bounded while every operation still meets malformed input.
 */
const FULL_USES = 2;
const uses = new Map<string, number>();
function valuesFor(name: string, values: string[]): string[] {
  const n = uses.get(name) ?? 0;
  uses.set(name, n + 1);
  return n < FULL_USES ? values : [values[n % values.length] as string];
}

/** Values of the wrong JSON type for a JSON body's field. */
const WRONG_JSON_TYPES: unknown[] = [5, null, [], {}, 'text', true, HUGE_BODY_TEXT];

interface Case {
  label: string;
  operation: Operation;
  method: string;
  path: string;
  /** Parameters the operation takes: a 400 must name one of them. */
  names: string[];
  init: () => { query?: URLSearchParams; body?: BodyInit; contentType?: string };
}

function casesFor(path: string, method: string, operation: Operation): Case[] {
  const cases: Case[] = [];
  const add = (label: string, names: string[], init: Case['init']) =>
    cases.push({ label: `${method.toUpperCase()} ${path} ${label}`, operation, method, path, names, init });

  const params = (operation.parameters ?? []).map(
    (p) => doc.components.parameters[p.$ref.replace('#/components/parameters/', '')] as Parameter,
  );
  if (params.length > 0) {
    const names = params.map((p) => p.name);
    if (params.some((p) => p.required)) add('without its required parameters', names, () => ({}));
    for (const p of params) {
      for (const value of valuesFor(p.name, badValues(p.schema, 'query'))) {
        add(`${p.name}=${value.slice(0, 20)}`, names, () => ({
          query: new URLSearchParams({ [p.name]: value }),
        }));
      }
    }
  }

  const content = operation.requestBody?.content ?? {};
  const form = content['application/x-www-form-urlencoded'] ?? content['multipart/form-data'];
  if (form) {
    const multipart = 'multipart/form-data' in content;
    const properties = form.schema.properties ?? {};
    const names = Object.keys(properties);
    const encode = (fields: Record<string, string | Blob>) => {
      if (!multipart) return { body: new URLSearchParams(fields as Record<string, string>) };
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) {
        if (typeof v === 'string') data.append(k, v);
        else data.append(k, v, 'upload.xlsx');
      }
      return { body: data };
    };
    add('with an empty body', names, () => encode({}));
    for (const [name, schema] of Object.entries(properties)) {
      if (schema.contentMediaType) {
        add(`${name}: not a spreadsheet`, names, () =>
          encode({ [name]: new Blob(['<html>not a file</html>']) }),
        );
        continue;
      }
      for (const value of badValues(schema, 'body'))
        add(`${name}=${value.slice(0, 20)}`, names, () => encode({ [name]: value }));
    }
    if (multipart) {
      add('with a broken multipart body', names, () => ({
        body: '--nope\r\nContent-Disposition: form-data; name="brand"\r\n\r\nx',
        contentType: 'multipart/form-data; boundary=elsewhere',
      }));
    } else {
      add('with a JSON body instead of a form', names, () => ({
        body: '{"a":1}',
        contentType: 'application/json',
      }));
    }
  }

  const json = content['application/json'];
  if (json) {
    const properties = json.schema.properties ?? {};
    // A body that is not the object asked for is named as the body.
    const names = [...Object.keys(properties), 'body'];
    const send = (body: string) => () => ({ body, contentType: 'application/json' });
    add('with a body that is not JSON', names, send('{"login": '));
    add('with an empty object', names, send('{}'));
    add('with an array', names, send('[]'));
    for (const name of names) {
      for (const value of WRONG_JSON_TYPES) {
        add(`${name}=${JSON.stringify(value).slice(0, 20)}`, names, send(JSON.stringify({ [name]: value })));
      }
    }
  }
  return cases;
}

/** Round-robin over the operations, so whatever the bounds cut, every operation was tried. */
const interleave = (lists: Case[][]): Case[] => {
  const out: Case[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const l of lists) if (i < l.length) out.push(l[i] as Case);
  return out;
};
const ALL_CASES = interleave(
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => casesFor(path, method, op)),
  ),
);

/**
 * A 400 names a parameter of the operation: in its message, or, where the message is a
 * form's own words ('Username is required!'), in the X-Invalid-Parameter header.
 */
const namesAParameter = (message: string, header: string | null, names: string[]): boolean =>
  names.some((name) => message.toLowerCase().includes(name.toLowerCase()) || header === name);

let api: DemoApiServer;
let authorization = '';

beforeAll(async () => {
  api = await startDemoApiServer({ port: 0 });
  const response = await fetch(`${api.apiUrl}authenticate`, {
    method: 'POST',
    body: new URLSearchParams({ login: 'superadmin', password: 'demo' }),
  });
  const { Token, TokenType } = (await response.json()) as { Token: string; TokenType: string };
  authorization = `${TokenType} ${Token}`;
});

afterAll(() => api?.close());

describe('malformed input from openapi.json against the HTTP demo API', () => {
  it(
    'never answers 5xx, names the parameter in every 400, and keeps serving',
    { timeout: MAX_MS + 60_000 },
    async () => {
      const started = Date.now();
      const counts = { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0, other: 0, skipped: 0 };
      const serverErrors: string[] = [];
      const unnamed: string[] = [];
      const queue = [...ALL_CASES];

      async function send(c: Case): Promise<void> {
        const { query, body, contentType } = c.init();
        const url = `${api.apiUrl}${c.path.slice(1)}${query ? `?${query.toString()}` : ''}`;
        const headers: Record<string, string> = { Authorization: authorization };
        if (contentType) headers['Content-Type'] = contentType;
        const response = await fetch(url, {
          method: c.method.toUpperCase(),
          headers,
          ...(body ? { body } : {}),
        });
        const text = await response.text();
        counts.requests += 1;
        const status = response.status;
        if (status >= 500) {
          counts['5xx'] += 1;
          serverErrors.push(`${c.label}: ${status} ${text.slice(0, 200)}`);
        } else if (status >= 400) {
          counts['4xx'] += 1;
          if (status === 400 && !namesAParameter(text, response.headers.get('X-Invalid-Parameter'), c.names))
            unnamed.push(`${c.label}: ${text.slice(0, 200)}`);
        } else if (status >= 200 && status < 300) counts['2xx'] += 1;
        else counts.other += 1;
      }

      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let c = queue.shift(); c; c = queue.shift()) {
            if (counts.requests >= MAX_REQUESTS || Date.now() - started > MAX_MS) {
              counts.skipped += 1;
              continue;
            }
            await send(c).catch((error: unknown) => {
              // A dropped connection is as bad as a 5xx: the server failed the request.
              counts.requests += 1;
              serverErrors.push(`${c.label}: no answer (${String((error as Error).cause ?? error)})`);
            });
          }
        }),
      );

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `openapi fuzz: ${ALL_CASES.length} cases, ${counts.requests} requests in ${seconds} s: ` +
          `${counts['2xx']} 2xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx, ${counts.skipped} not sent (bounds)\n`,
      );
      expect(serverErrors).toEqual([]);
      expect(unnamed).toEqual([]);
      expect(counts.requests).toBeGreaterThan(500);

      const after = await fetch(`${api.apiUrl}authtest`, { headers: { Authorization: authorization } });
      expect(after.status).toBe(200);
    },
  );
});
