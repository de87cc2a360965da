import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS, ENDPOINT_GROUPS } from './all-endpoints';
import { renderApiDocs, renderServerShape } from './api-docs';

const DOCS = resolve(__dirname, '../../../docs/api.md');
const UPDATE = 'UPDATE_API_DOCS=1 npx vitest run src/api/contract/api-docs.test.ts';

describe('docs/api.md', () => {
  it('matches the contract', () => {
    const rendered = renderApiDocs(ENDPOINT_GROUPS);
    if (process.env.UPDATE_API_DOCS) {
      writeFileSync(DOCS, rendered);
      return;
    }
    let current = '';
    try {
      current = readFileSync(DOCS, 'utf8');
    } catch {
      // Missing file: the comparison below fails with the hint.
    }
    expect(
      current === rendered,
      `docs/api.md is out of date with src/api/contract. Update it with:\n  ${UPDATE}`,
    ).toBe(true);
  });

  it('documents every endpoint once', () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const doc = renderApiDocs(ENDPOINT_GROUPS);
    for (const key of keys) expect(doc).toContain(`### \`${key}\``);
  });

  it('renders server shapes readably', () => {
    const shape = renderServerShape(
      z.object({
        Name: z.string(),
        Date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        Tags: z.array(z.string()).optional(),
      }),
    );
    expect(shape).toBe('{\n  Name: string;\n  Date: string (YYYY-MM-DD);\n  Tags?: string[];\n}');
  });
});
