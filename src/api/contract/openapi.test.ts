// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, ENDPOINT_GROUPS } from './all-endpoints';
import { operationId, renderOpenApi, renderOpenApiJson } from './openapi';

const DOC = resolve(__dirname, '../../../docs/openapi.json');
const UPDATE = 'UPDATE_API_DOCS=1 npx vitest run src/api/contract/openapi.test.ts';

type Parameter = { name: string; in: string; required: boolean; schema: Record<string, unknown> };
type Operation = {
  parameters?: { $ref: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
  security?: unknown[];
  'x-defined-here'?: string;
};
const doc = renderOpenApi(ENDPOINT_GROUPS) as {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { in: string; name: string }>;
    parameters: Record<string, Parameter>;
  };
};
const op = (method: string, path: string): Operation => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
};

describe('docs/openapi.json', () => {
  it('matches the contract', () => {
    const rendered = renderOpenApiJson(ENDPOINT_GROUPS);
    if (process.env.UPDATE_API_DOCS) {
      writeFileSync(DOC, rendered);
      return;
    }
    let current = '';
    try {
      current = readFileSync(DOC, 'utf8');
    } catch {
      // Missing file: the comparison below fails with the hint.
    }
    expect(
      current === rendered,
      `docs/openapi.json is out of date with src/api/contract. Update it with:\n  ${UPDATE}`,
    ).toBe(true);
  });

  it('has every endpoint once, with its method and a unique operationId', () => {
    for (const e of ALL_ENDPOINTS) expect(doc.paths[e.path]?.[e.method.toLowerCase()]).toBeDefined();
    const ids = ALL_ENDPOINTS.map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('types query parameters: dates, comma-joined lists, m/l/e comparisons', () => {
    const params = (op('get', '/merchandising').parameters ?? []).map(
      (p) => doc.components.parameters[p.$ref.replace('#/components/parameters/', '')] as Parameter,
    );
    const byName = new Map(params.map((p) => [p.name, p]));
    expect(byName.get('dateStart')?.schema).toMatchObject({ type: 'string', format: 'date' });
    expect(byName.get('numberOfSkus')?.schema).toMatchObject({ pattern: '^[mle]\\d{1,9}$' });
    expect(JSON.stringify(byName.get('cities'))).toContain('Comma-joined');
    expect(params.every((p) => p.in === 'query' && !p.required)).toBe(true);
  });

  it('describes form, multipart and JSON bodies', () => {
    expect(Object.keys(op('post', '/authenticate').requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
    ]);
    const multipart = op('post', '/chain-scorecard/upload').requestBody?.content['multipart/form-data'];
    expect(multipart?.schema).toMatchObject({
      properties: { file: { contentMediaType: 'application/octet-stream' } },
    });
    const json = op('post', '/users/permissions').requestBody?.content['application/json'];
    expect(json?.schema).toMatchObject({ required: ['login', 'permissions'] });
  });

  it('describes answers: PascalCase JSON, files with Content-Disposition, errors', () => {
    const auth = op('post', '/authenticate').responses['200']?.content?.['application/json'];
    expect(JSON.stringify(auth)).toContain('"TokenType"');
    const file = op('get', '/accounts/xlsx').responses['200'];
    expect(Object.keys(file?.content ?? {})).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(file?.headers).toHaveProperty('Content-Disposition');
    expect(op('get', '/accounts').responses).toMatchObject({
      '400': {},
      '401': {},
      '403': {},
    });
  });

  it('declares the token in Authorization, and the sign-in as public', () => {
    expect(Object.values(doc.components.securitySchemes)[0]).toMatchObject({
      in: 'header',
      name: 'Authorization',
    });
    expect(op('post', '/authenticate').security).toEqual([]);
  });

  it('marks project-defined endpoints', () => {
    expect(op('get', '/masterlist')['x-defined-here']).toBe('shape');
  });

  it('passes the Redocly linter (recommended rules) with 0 errors', async () => {
    // openapi-core is Redocly CLI's lint engine: no network, no telemetry.
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: renderOpenApiJson(ENDPOINT_GROUPS),
      absoluteRef: DOC,
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity === 'warn');
    const show = (list: typeof problems) =>
      list.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`).join('\n');
    expect(errors, show(errors)).toEqual([]);
    expect(warnings, show(warnings)).toEqual([]);
  });
});
