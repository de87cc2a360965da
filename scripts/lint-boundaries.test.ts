// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Two throwaway features, so the rule is tested against real files and real config
// (eslint.config.js reads the feature folders when it loads).
const ROOT = process.cwd();
const A = join(ROOT, 'src/features/zz-boundary-probe-a');
const B = join(ROOT, 'src/features/zz-boundary-probe-b');

let eslint: ESLint;

beforeAll(() => {
  mkdirSync(A, { recursive: true });
  mkdirSync(B, { recursive: true });
  writeFileSync(join(A, 'thing.ts'), 'export const thing = 1;\n');
  writeFileSync(join(B, 'other.ts'), 'export const other = 2;\n');
  eslint = new ESLint({ cwd: ROOT });
});

afterAll(() => {
  rmSync(A, { recursive: true, force: true });
  rmSync(B, { recursive: true, force: true });
});

const boundaryErrors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths');
};

describe('import boundaries (lint)', () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/zz-boundary-probe-b/uses-a.ts',
      "import { thing } from '@/features/zz-boundary-probe-a/thing';\nexport const x = thing;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature import its own files and shared code', async () => {
    const errors = await boundaryErrors(
      'src/features/zz-boundary-probe-b/uses-own.ts',
      "import { other } from './other';\nimport { formatNumber } from '@/lib/format';\nexport const x = formatNumber(other);\n",
    );
    expect(errors).toHaveLength(0);
  });

  it('fails shared code that imports a feature', async () => {
    const errors = await boundaryErrors(
      'src/ui/uses-feature.ts',
      "import { thing } from '@/features/zz-boundary-probe-a/thing';\nexport const x = thing;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('fails mocks that import UI code', async () => {
    const errors = await boundaryErrors(
      'mocks/uses-ui.ts',
      "import { formatNumber } from '@/lib/format';\nimport { Panel } from '@/ui/panel/panel';\nexport const x = [formatNumber, Panel];\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('fails a lower layer that imports a higher one', async () => {
    const lib = await boundaryErrors(
      'src/lib/uses-api.ts',
      "import { api } from '@/api/client';\nexport const x = api;\n",
    );
    const api = await boundaryErrors(
      'src/api/uses-filters.ts',
      "import { defaultFilter } from '@/filters/defaults';\nexport const x = defaultFilter;\n",
    );
    const ui = await boundaryErrors(
      'src/ui/uses-app.ts',
      "import { theme } from '@/app/theme';\nexport const x = theme;\n",
    );
    expect([lib, api, ui].map((errors) => errors.length)).toEqual([1, 1, 1]);
  });

  it('keeps auth and filters apart, type-only imports included', async () => {
    const auth = await boundaryErrors(
      'src/auth/uses-filters.ts',
      "import type { FilterSection } from '@/filters/schemas';\nexport type X = FilterSection;\n",
    );
    const filters = await boundaryErrors(
      'src/filters/uses-ui.ts',
      "import type { SummaryItem } from '@/ui/cards/summary-cards';\nexport type X = SummaryItem;\n",
    );
    expect([auth, filters].map((errors) => errors.length)).toEqual([1, 1]);
  });

  it('lets a layer import the layers below it', async () => {
    const errors = await boundaryErrors(
      'src/ui/uses-lower.ts',
      "import { can } from '@/api/contract/permissions';\nimport { usePermissions } from '@/auth/session-context';\nimport { defaultFilter } from '@/filters/defaults';\nimport { formatNumber } from '@/lib/format';\nexport const x = [can, usePermissions, defaultFilter, formatNumber];\n",
    );
    expect(errors).toHaveLength(0);
  });
});

describe('import cycles (dependency-cruiser, as npm run lint runs it)', () => {
  const PROBE = join(ROOT, 'src/lib/zz-cycle-probe');
  afterAll(() => rmSync(PROBE, { recursive: true, force: true }));

  const cycles = (files: Record<string, string>) => {
    rmSync(PROBE, { recursive: true, force: true });
    mkdirSync(PROBE, { recursive: true });
    for (const [name, code] of Object.entries(files)) writeFileSync(join(PROBE, name), code);
    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/depcruise'),
      ['src/lib/zz-cycle-probe', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const { summary } = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string } }[] } };
    return summary.violations.filter((v) => v.rule.name === 'no-circular');
  };

  it('fails a cycle made only of type imports', () => {
    const found = cycles({
      'a.ts': "import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n",
      'b.ts': "import type { A } from './a';\nexport interface B {\n  a?: A;\n}\n",
    });
    expect(found.length).toBeGreaterThan(0);
  }, 30_000);

  it('passes the same modules once the shared type moves down', () => {
    const found = cycles({
      'shared.ts': 'export interface Shared {\n  id: string;\n}\n',
      'a.ts': "import type { Shared } from './shared';\nexport interface A {\n  s?: Shared;\n}\n",
      'b.ts':
        "import type { A } from './a';\nimport type { Shared } from './shared';\nexport interface B {\n  a?: A;\n  s?: Shared;\n}\n",
    });
    expect(found).toEqual([]);
  }, 30_000);
});
