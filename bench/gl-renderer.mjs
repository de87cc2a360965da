import { glBackend } from '../scripts/browser-path.mjs';

/**
 * Which renderer draws a browser's WebGL (the maps): BROWSER_GL's backend and the GPU or
 * software driver behind it, as a page reads it (`WEBGL_debug_renderer_info`). Every figure
 * the map moves depends on it, so the bench writes it beside them.
 */
export async function glRenderer(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return 'no WebGL2';
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    });
    return { backend: glBackend(), renderer };
  } finally {
    await context.close();
  }
}
