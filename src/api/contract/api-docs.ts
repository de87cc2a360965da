import type { z } from 'zod';
import type { EndpointGroup } from './all-endpoints';
import type { DefinedHere, Endpoint } from './endpoint';
import { PERMISSION_CATALOGUE, SECTION_IDS, SERVER_SECTION_NAMES, SessionPermissions } from './permissions';
import { AutoReport } from './users';
import { toJsonSchema, type JsonSchema } from './json-schema';

/**
 * Renders docs/api.md from the contract (api-docs.test.ts keeps the file in step). The
 * response shapes are the server's (PascalCase) side of each zod schema.
 */

const PATTERN_NAMES: Record<string, string> = {
  '^\\d{4}-\\d{2}-\\d{2}$': 'string (YYYY-MM-DD)',
  '^\\d{2}:\\d{2}$': 'string (HH:mm)',
  '^\\d{2}:\\d{2}(:\\d{2})?$': 'string (HH:mm[:ss])',
};

const pad = (depth: number) => '  '.repeat(depth);

/** zod's integers carry the safe-integer bounds: not worth printing. */
const bound = (n: number | undefined): number | undefined =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

function range(s: JsonSchema): string {
  const min = bound(s.minimum);
  const max = bound(s.maximum);
  if (min !== undefined && max !== undefined) return ` (${min}-${max})`;
  if (min !== undefined) return ` (>= ${min})`;
  if (max !== undefined) return ` (<= ${max})`;
  return '';
}

const toJson = toJsonSchema;

/** Big shapes used in several places are documented once and referred to by name. */
const NAMED_SHAPES: [name: string, schema: z.ZodType][] = [
  ['SessionPermissions', SessionPermissions],
  ['AutoReportInfo', AutoReport],
];
let named: Map<string, string> | null = null;
const nameOf = (s: JsonSchema): string | undefined => {
  named ??= new Map(NAMED_SHAPES.map(([name, schema]) => [JSON.stringify(toJson(schema)), name]));
  return named.get(JSON.stringify(s));
};

function renderType(s: JsonSchema, depth: number, allowNames = true): string {
  const name = allowNames ? nameOf(s) : undefined;
  if (name) return name;
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map((u) => renderType(u, depth)).join(' | ');
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  switch (s.type) {
    case 'string':
      return (s.pattern && PATTERN_NAMES[s.pattern]) ?? 'string';
    case 'integer':
      return `integer${range(s)}`;
    case 'number':
      return `number${range(s)}`;
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = s.items ? renderType(s.items, depth) : 'unknown';
      return item.includes(' | ') && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return renderObject(s, depth);
    default:
      return 'unknown';
  }
}

function renderObject(s: JsonSchema, depth: number): string {
  const lines: string[] = [];
  const required = new Set(s.required ?? []);
  for (const [key, value] of Object.entries(s.properties ?? {})) {
    const optional = !required.has(key) || value.default !== undefined;
    lines.push(`${pad(depth + 1)}${key}${optional ? '?' : ''}: ${renderType(value, depth + 1)};`);
  }
  if (typeof s.additionalProperties === 'object') {
    const keys = s.propertyNames?.enum
      ? `[key in ${s.propertyNames.enum.map((v) => JSON.stringify(v)).join(' | ')}]?`
      : '[key: string]';
    lines.push(`${pad(depth + 1)}${keys}: ${renderType(s.additionalProperties, depth + 1)};`);
  }
  if (lines.length === 0) return '{}';
  return `{\n${lines.join('\n')}\n${pad(depth)}}`;
}

/** The server payload of a schema, as a TypeScript-like type. */
export function renderServerShape(schema: z.ZodType, allowNames = true): string {
  return renderType(toJson(schema), 0, allowNames);
}

function renderSharedShapes(): string {
  return NAMED_SHAPES.map(
    ([name, schema]) => `### \`${name}\`\n\n\`\`\`ts\n${renderServerShape(schema, false)}\n\`\`\``,
  ).join('\n\n');
}

function renderPermissionCatalogue(): string {
  const rows = SECTION_IDS.map((id) => {
    const section = PERMISSION_CATALOGUE[id];
    const perms = Object.keys(section.permissions)
      .map((k) => `\`${k}\``)
      .join(', ');
    const filters =
      Object.keys(section.filters)
        .map((k) => `\`${k}\``)
        .join(', ') || '(none)';
    return `| \`${SERVER_SECTION_NAMES[id]}\` | ${perms} | ${filters} |`;
  });
  return [
    'Session permissions hold, per section, the keys below (src/api/contract/permissions.ts is the',
    'source). A section with no Permissions key is not shown. Filters keys name filter fields; `dates`',
    'is the start and end pickers and `periodShortcut` the period menu.',
    '',
    '| Section | Permissions | Filters |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** How docs/api.md marks what this project defined (endpoint.ts, DefinedHere). */
export const DEFINED_HERE_NOTES: Record<DefinedHere, string> = {
  call: 'Defined by this project: SPEC.md has no such call.',
  path: 'SPEC.md names this call, not its path or answer: both are defined by this project.',
  shape: "SPEC.md names this call; its answer's shape is defined by this project.",
};

const code = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');

function renderEndpoint(e: Endpoint): string {
  const out: string[] = [`#### \`${e.method} ${e.path}\``, ''];
  out.push(e.summary + (e.definedHere ? ` *(${DEFINED_HERE_NOTES[e.definedHere]})*` : ''), '');
  if (e.params.length > 0) out.push(`- Filter parameters: ${code(e.params)}`);
  if (e.extraParams?.length) out.push(`- Other parameters: ${code(e.extraParams)}`);
  if (e.params.length === 0 && !e.extraParams?.length) out.push('- Parameters: none');
  if (e.method === 'POST') {
    const body = e.body ?? 'form';
    const label = {
      form: 'form (application/x-www-form-urlencoded)',
      multipart: 'multipart/form-data',
      json: 'JSON',
    }[body];
    out.push(`- Body: ${label}`);
  } else if (e.params.length > 0 || e.extraParams?.length) {
    out.push('- Sent as: query string');
  }
  if (e.kind === 'json') {
    out.push('- Response (JSON):', '', '```ts', renderServerShape(e.response), '```');
  } else {
    out.push(
      '- Response: a file (binary body; the file name comes from `Content-Disposition`).',
      `- Failure notice: "Failed to download ${e.failureSubject}"`,
    );
  }
  return out.join('\n');
}

const PREAMBLE = `# API contract

<!-- Generated from src/api/contract by src/api/contract/api-docs.test.ts. Do not edit by hand:
     run \`UPDATE_API_DOCS=1 npx vitest run src/api/contract/api-docs.test.ts\`. -->

This is the API the dashboard calls, as the app's zod contract describes it (the app parses
every response with these schemas, and the demo API builds its answers from the same ones).

## Conventions

- Every path is relative to the API base URL (\`VITE_API_URL\`; the demo API answers under
  \`{origin}/api/\`).
- Every call except \`POST /authenticate\` sends \`Authorization: {TokenType} {Token}\` with the
  values \`/authenticate\` returned. Any \`401\` logs the user out.
- GET parameters travel in the query string; POST parameters in the body named for each
  endpoint. Empty values are left out. Lists are comma-joined; a comma inside an item is
  written \`%2C\` (and \`%\` as \`%25\`).
- File downloads name the file in \`Content-Disposition\`; an API on another origin must also
  send \`Access-Control-Expose-Headers: Content-Disposition\` so the browser lets the app read it.
- CORS (an API on another origin than the app): a preflight \`OPTIONS\` answers \`204\` with
  \`Access-Control-Allow-Origin: {app origin}\`, \`Access-Control-Allow-Methods: GET, POST, OPTIONS\`
  and \`Access-Control-Allow-Headers: Authorization, Content-Type\`; every answer, errors included,
  carries \`Access-Control-Allow-Origin: {app origin}\` and \`Vary: Origin\`. No cookies: the token
  travels in \`Authorization\`, so no \`Access-Control-Allow-Credentials\`.
- Compression: JSON and text answers are compressed whenever the request's \`Accept-Encoding\`
  allows it (\`Content-Encoding: br\` or \`gzip\`, with \`Vary: Accept-Encoding\`); files that
  are compressed already (xlsx, pdf, zip) are sent as they are. Plain, the largest answers
  (\`GET /merchandising\`, 1.1 MB of JSON; 110-130 KB compressed) take seconds on a phone.
- Uploads are \`multipart/form-data\`; a file travels as a part with its file name.
- Dates are \`YYYY-MM-DD\` calendar dates. Weeks are ISO weeks (Monday start).
- Errors: a non-2xx status with the message as plain text (or JSON with \`Message\`); the app
  shows that text.
- Shapes below are the server's JSON (PascalCase). \`?\` marks a field that may be absent.
- Filter parameter names: \`dateStart\`, \`dateEnd\`, \`channels\`, \`inactiveRepresentatives\` and
  \`accountsActive\` carry the filter fields startDate, endDate, channelTypes, inactiveReps and
  activeAccounts.
- A \`DownloadLink\` the API answers with (the account images PDF, the scheduled report example)
  may point to another host, for example a pre-signed storage link: the app fetches a link on
  the API's own origin with \`Authorization\`, and any other origin without it and without cookies.
- \`GET /authtest\` answering \`401\` or \`403\` ends the session; any other failure keeps the
  token and the app checks again by itself.
- What SPEC.md does not show is marked on each endpoint: *${DEFINED_HERE_NOTES.call}*,
  *${DEFINED_HERE_NOTES.path}*, or *${DEFINED_HERE_NOTES.shape}* An unmarked endpoint
  is SPEC.md's call under SPEC.md's path and names.

## The demo API

With no \`VITE_API_URL\`, the app starts the demo API (MSW, \`mocks/\`) in the browser. It
serves this contract from one seeded data set. Demo users \`superadmin\`, \`admin\`
and \`manager\` sign in with the password \`demo\`. Each call waits 120 ms (0 in unit tests;
\`localStorage['demo:latency']\` overrides it). Fault scenarios (\`mocks/scenarios.ts\`:
\`slow\`, \`serverError\`, \`unauthorized\`, \`malformed\`) are read from
\`localStorage['demo:scenarios']\` at each call. Admin changes persist in
\`localStorage['demo:state']\` until the demo is reset.

The same demo API also runs over HTTP (\`npm run demo-api\`, \`mocks/server/\`): a Node server on
loopback, \`http://127.0.0.1:4300/api/\` by default, that answers with the very same handlers and
follows this contract, CORS included (any loopback origin, or only the \`--origin\` ones). There
each call waits 0 ms (\`--latency\`), and the demo state lives in the server's memory and, with
\`--state <file.json>\`, in that file, so a restart keeps it. Fault scenarios are a browser demo
feature. It compresses its answers as above (\`--no-compress\` sends them plain, to measure what
that saves). docs/deploy.md tells how to build the app against it or against a real API.
`;

export function renderApiDocs(groups: readonly EndpointGroup[]): string {
  const sections = groups.map(
    (g) =>
      `### ${g.title}\n\n${[...g.endpoints]
        .sort((a, b) => a.path.localeCompare(b.path))
        .map(renderEndpoint)
        .join('\n\n')}`,
  );
  const count = groups.reduce((n, g) => n + g.endpoints.length, 0);
  return [
    PREAMBLE,
    '## Permission keys',
    '',
    renderPermissionCatalogue(),
    '',
    '## Shared shapes',
    '',
    renderSharedShapes(),
    '',
    `## Endpoints (${count})`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
