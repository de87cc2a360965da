let cached: boolean | undefined;

/**
 * maplibre 6 draws with WebGL2 only (STACK.md). Without it (old browsers, locked-down
 * machines, jsdom) the map code is not even downloaded: AccountMap shows its account list
 * and a note instead of a panel error. Asked once; the probe context is released at once.
 */
export function supportsWebGL2(): boolean {
  if (cached === undefined) {
    try {
      const gl =
        typeof document !== 'undefined' && typeof WebGL2RenderingContext !== 'undefined'
          ? document.createElement('canvas').getContext('webgl2')
          : null;
      cached = gl !== null;
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    } catch {
      cached = false;
    }
  }
  return cached;
}
