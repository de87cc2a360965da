let cached: boolean | undefined;

/**
 * maplibre 6 draws with WebGL2 only (STACK.md). Without it (old browsers, locked-down
 * machines, jsdom) the map code is not even downloaded: AccountMap shows its account list
 * and a note instead of a panel error.
 */
export function supportsWebGL2(): boolean {
  if (cached === undefined) {
    try {
      cached =
        typeof document !== 'undefined' &&
        typeof WebGL2RenderingContext !== 'undefined' &&
        document.createElement('canvas').getContext('webgl2') !== null;
    } catch {
      cached = false;
    }
  }
  return cached;
}
