import type { EndpointGroup } from './all-endpoints';
import { DEFINED_HERE_NOTES } from './api-docs';
import { fileMediaType, type Endpoint } from './endpoint';
import { toJsonSchema, type JsonSchema } from './json-schema';
import { EXTRA_PARAMS, paramSchema } from './param-schemas';

/**
 * Renders docs/openapi.json (OpenAPI 3.1) from the contract, the same description that
 * renders docs/api.md: paths and methods, parameter types (param-schemas.ts), request
 * bodies, the server's JSON answers (PascalCase), files with Content-Disposition, errors
 * and the token. openapi.test.ts keeps the file in step and lints it.
 */

export const OPENAPI_VERSION = '3.1.0';
/** Bumped by hand when the contract changes in a way a backend must follow. */
export const CONTRACT_VERSION = '1.0.0';
/** The security scheme's name in the document. */
export const SESSION_TOKEN = 'sessionToken';

/** The public endpoint: it issues the token instead of needing one. */
const PUBLIC_PATHS = new Set(['/authenticate']);

type Json = Record<string, unknown>;

/** `/users/autoreports/test` + POST -> `postUsersAutoreportsTest`. */
export const operationId = (e: Endpoint): string =>
  e.method.toLowerCase() +
  e.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The first sentence: a summary line; the whole text goes in the description. */
const firstSentence = (text: string): string => {
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  return (match?.[1] ?? text).replace(/[.]$/, '');
};

/** Every parameter an endpoint sends, filter ones first, each with its schema. */
export function endpointParams(e: Endpoint): { name: string; required: boolean; schema: JsonSchema }[] {
  const names = [...e.params, ...(e.extraParams ?? [])];
  const seen = new Set<string>();
  const out: { name: string; required: boolean; schema: JsonSchema }[] = [];
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const schema = paramSchema(name);
    if (!schema)
      throw new Error(`${e.method} ${e.path}: parameter ${name} has no schema in param-schemas.ts`);
    const isFilter = (e.params as readonly string[]).includes(name);
    out.push({
      name,
      required: !isFilter && (EXTRA_PARAMS[name]?.required ?? false),
      schema: toJsonSchema(schema),
    });
  }
  return out;
}

const errorBody = (description: string): Json => ({
  description,
  content: {
    'text/plain': { schema: { type: 'string', minLength: 1 } },
    'application/json': { schema: { $ref: '#/components/schemas/ErrorMessage' } },
  },
});

const COMPONENTS: Json = {
  securitySchemes: {
    [SESSION_TOKEN]: {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description:
        'The session: `Authorization: {TokenType} {Token}` with the TokenType and Token that POST /authenticate answered (TokenType is Bearer today). Any 401 ends the session.',
    },
  },
  schemas: {
    ErrorMessage: {
      type: 'object',
      description: 'An error as JSON: the app shows Message.',
      properties: { Message: { type: 'string', minLength: 1 } },
      required: ['Message'],
    },
  },
  responses: {
    BadRequest: {
      ...errorBody(
        'Bad input: the message says what is wrong; the parameter at fault is named in the message or, where the message is worded for a person, in X-Invalid-Parameter.',
      ),
      headers: {
        'X-Invalid-Parameter': {
          description: 'The name of the parameter (or body field) that was refused.',
          schema: { type: 'string' },
        },
      },
    },
    Unauthorized: errorBody('No token, or an unknown or expired one: the app signs the user out.'),
    Forbidden: errorBody(
      'The caller may not do this: the message gives the reason (a section not held, a brand not available, an admin right missing).',
    ),
    OtherError: errorBody(
      'Any other failure (404 unknown id, 409 conflict, 413 body too large, 5xx): the message as text.',
    ),
  },
  headers: {
    ContentDisposition: {
      description:
        'attachment with the file name, in both forms (RFC 6266): filename="ascii" and filename*=UTF-8\'\'encoded. An API on another origin also sends Access-Control-Expose-Headers: Content-Disposition.',
      required: true,
      schema: { type: 'string', pattern: '^attachment;' },
    },
  },
};

function requestBody(e: Endpoint): Json | undefined {
  if (e.method !== 'POST') return undefined;
  const body = e.body ?? 'form';
  if (body === 'json') {
    if (e.kind !== 'json' || !e.requestBody) throw new Error(`${e.path}: a JSON body needs requestBody`);
    return { required: true, content: { 'application/json': { schema: toJsonSchema(e.requestBody) } } };
  }
  const params = endpointParams(e);
  const properties: Record<string, JsonSchema> = {};
  for (const p of params) {
    properties[p.name] =
      body === 'multipart' && p.name === 'file'
        ? { type: 'string', contentMediaType: 'application/octet-stream', description: p.schema.description }
        : p.schema;
  }
  const required = params.filter((p) => p.required).map((p) => p.name);
  const schema: Json = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  const mediaType = body === 'multipart' ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  return { required: required.length > 0, content: { [mediaType]: { schema } } };
}

/** A query parameter, described once under components.parameters and referred to. */
type QueryParameter = {
  name: string;
  in: 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
};

function queryParameters(e: Endpoint, shared: Map<string, QueryParameter>): Json[] | undefined {
  if (e.method !== 'GET') return undefined;
  const params = endpointParams(e);
  if (params.length === 0) return undefined;
  return params.map(({ name, required, schema }) => {
    const { description, ...rest } = schema;
    const parameter: QueryParameter = {
      name,
      in: 'query',
      required,
      ...(description ? { description } : {}),
      schema: rest,
    };
    const known = shared.get(name);
    if (known && JSON.stringify(known) !== JSON.stringify(parameter))
      throw new Error(`${e.path}: parameter ${name} differs from its other uses`);
    shared.set(name, parameter);
    return { $ref: `#/components/parameters/${name}` };
  });
}

function successResponse(e: Endpoint): Json {
  if (e.kind === 'json') {
    return {
      description: 'The answer (JSON, PascalCase as the server sends it).',
      content: { 'application/json': { schema: toJsonSchema(e.response) } },
    };
  }
  const mediaType = fileMediaType(e);
  return {
    description: `The file (binary). When it fails the app shows "Failed to download ${e.failureSubject}".`,
    headers: { 'Content-Disposition': { $ref: '#/components/headers/ContentDisposition' } },
    content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } },
  };
}

function operation(e: Endpoint, tag: string, shared: Map<string, QueryParameter>): Json {
  const isPublic = PUBLIC_PATHS.has(e.path);
  const description = e.definedHere ? `${e.summary}\n\n*${DEFINED_HERE_NOTES[e.definedHere]}*` : e.summary;
  const parameters = queryParameters(e, shared);
  const body = requestBody(e);
  const hasInput = Boolean(parameters ?? body);
  return {
    operationId: operationId(e),
    tags: [tag],
    summary: firstSentence(e.summary),
    description,
    ...(e.definedHere ? { 'x-defined-here': e.definedHere } : {}),
    ...(isPublic ? { security: [] } : {}),
    ...(parameters ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': successResponse(e),
      ...(hasInput ? { '400': { $ref: '#/components/responses/BadRequest' } } : {}),
      '401': isPublic
        ? errorBody('The login and password do not match an active user: the message says so.')
        : { $ref: '#/components/responses/Unauthorized' },
      ...(isPublic ? {} : { '403': { $ref: '#/components/responses/Forbidden' } }),
      default: { $ref: '#/components/responses/OtherError' },
    },
  };
}

const DESCRIPTION = `The API the field-sales dashboard calls, generated from the app's zod contract (src/api/contract), the same source as docs/api.md, which explains the conventions in prose.

- Paths are relative to the API base URL (the app's VITE_API_URL).
- GET parameters travel in the query string, POST parameters in the body each operation names. Empty values are left out. Lists are comma-joined (a comma inside an item is %2C, % is %25).
- Dates are YYYY-MM-DD calendar dates; weeks are ISO weeks (Monday start).
- Errors are a non-2xx status with the message as plain text (or JSON with Message); the app shows it.
- Operations marked x-defined-here are this project's definition where SPEC.md does not show the call, its path or its answer's shape: ${Object.entries(
  DEFINED_HERE_NOTES,
)
  .map(([key, note]) => `${key}: ${note}`)
  .join(' ')}`;

export function renderOpenApi(groups: readonly EndpointGroup[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const parameters = new Map<string, QueryParameter>();
  for (const group of groups) {
    for (const e of [...group.endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
      (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e, group.title, parameters);
    }
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Field-sales dashboard API',
      version: CONTRACT_VERSION,
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: 'http://127.0.0.1:4300/api', description: 'The HTTP demo API (npm run demo-api)' }],
    security: [{ [SESSION_TOKEN]: [] }],
    tags: groups.map((g) => ({ name: g.title, description: `${g.title} endpoints.` })),
    paths,
    components: {
      ...COMPONENTS,
      parameters: Object.fromEntries([...parameters].sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

/** docs/openapi.json's text: two-space JSON with a final newline (what prettier keeps). */
export const renderOpenApiJson = (groups: readonly EndpointGroup[]): string =>
  `${JSON.stringify(renderOpenApi(groups), null, 2)}\n`;
