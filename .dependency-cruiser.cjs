/**
 * Import cycles, type-only imports included (docs/architecture.md, "Layers and their import rules").
 * ESLint's import-x/no-cycle skips `import type`, so cycles are dependency-cruiser's alone;
 * the layer and feature boundaries stay in eslint.config.js (import-x/no-restricted-paths,
 * which does see type imports). One tool per rule.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules must not import each other in a circle, not even for types: break it by moving the shared piece down.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Sees `import type` and type-only re-exports, which the compiled JavaScript drops.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] },
  },
};
