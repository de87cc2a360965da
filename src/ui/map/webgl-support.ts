let failed = false;

/**
 * maplibre 6 draws with WebGL2 only (STACK.md). Without it (old browsers, locked-down
 * machines, jsdom) the map code is not even downloaded: AccountMap shows its account list
 * and a note instead of a panel error.
 *
 * Only the API's presence is checked here: a probe context (create, then lose) cost 21-79
 * ms of main thread on software GL before the map made its own. A browser that
 * has the API but cannot make a context (GPU blocklisted, context limit) is learnt from the
 * map's own creation failing, which `markWebGL2Unavailable` records for the page's life.
 */
export function supportsWebGL2(): boolean {
  return !failed && typeof document !== 'undefined' && typeof WebGL2RenderingContext !== 'undefined';
}

/** The map could not create its WebGL2 context: every map on the page shows its note instead. */
export function markWebGL2Unavailable(): void {
  failed = true;
}
