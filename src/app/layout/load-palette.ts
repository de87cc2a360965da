/**
 * The palette chunk's loader, itself a lazy chunk: a dynamic import carries the list of
 * chunks to preload with it, and the palette's list (~40 files) would otherwise sit in
 * the signed-in layout that every route downloads first.
 */
export const loadPalette = () => import('./command-palette');
