// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoApiPreloads } from './demo-preload-plugin.mjs';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});

describe('the demo build preloads the demo API chunk from index.html', () => {
  const entry = chunk('assets/index.js', ['assets/react.js', 'assets/shared.js'], '/app/src/main.tsx');
  const bundle = {
    'assets/index.js': entry,
    'assets/react.js': chunk('assets/react.js'),
    'assets/shared.js': chunk('assets/shared.js'),
    'assets/msw.js': chunk('assets/msw.js', ['assets/shared.js']),
    'assets/browser.js': chunk(
      'assets/browser.js',
      ['assets/msw.js', 'assets/shared.js'],
      '/app/mocks/browser.ts',
    ),
    'assets/accounts.js': chunk('assets/accounts.js', ['assets/shared.js'], '/app/src/routes/accounts.tsx'),
    'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
  };

  it('adds the chunk and its own imports, imports first, not what the entry already preloads', () => {
    expect(demoApiPreloads(bundle, entry)).toEqual(['assets/msw.js', 'assets/browser.js']);
  });

  it('adds nothing to a build without the demo API (VITE_API_URL set)', () => {
    const { 'assets/browser.js': _demo, 'assets/msw.js': _msw, ...real } = bundle;
    expect(demoApiPreloads(real, entry)).toEqual([]);
  });
});
