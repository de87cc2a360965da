// @vitest-environment node
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
});
