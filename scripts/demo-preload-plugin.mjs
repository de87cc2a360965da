/**
 * The demo build's index.html asks for the demo API's page code (mocks/browser.ts: MSW's
 * client and the forwarding to the engine's Web Worker) next to the app's entry.
 * src/main.tsx imports it dynamically, so the browser found it only once the
 * entry and its imports had loaded and run: one more round trip before the demo API could
 * start, and every request of the app waits for that start.
 *
 * A build for a real API (VITE_API_URL set) has no such chunk (main.tsx's branch is
 * constant-false there and the mock code is never bundled): nothing is added.
 */

/** The module whose chunk starts the demo API in the page. */
const DEMO_API_MODULE = /[\\/]mocks[\\/]browser\.ts$/;

/**
 * The files to preload: the demo API's chunk and the chunks it imports statically, minus
 * those the entry imports statically (Vite preloads those already). In load order: imports
 * first. `bundle`: Rollup's output bundle; `entry`: the page's entry chunk.
 */
export function demoApiPreloads(bundle, entry) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const demo = chunks.find((chunk) => chunk.facadeModuleId && DEMO_API_MODULE.test(chunk.facadeModuleId));
  if (!demo) return [];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start) => {
    const seen = [];
    const visit = (fileName) => {
      if (seen.includes(fileName)) return;
      seen.push(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    visit(start);
    return seen;
  };
  const entryFiles = new Set(closure(entry.fileName));
  return closure(demo.fileName)
    .filter((fileName) => !entryFiles.has(fileName))
    .reverse();
}

export function demoPreloadPlugin() {
  let base = '/';
  return {
    name: 'demo-api-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.chunk) return [];
        return demoApiPreloads(context.bundle, context.chunk).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
