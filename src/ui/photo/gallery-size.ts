/**
 * Merchandising photo modal sizes (SPEC.md section 9): every photo 450 px wide; under a
 * 1000 px window one photo per row; with 3 or more photos the modal is 990 px (two per
 * row) under a 1500 px window and 1460 px (three per row) above; with fewer photos it is
 * as wide as the photos plus their gaps.
 */
export const GALLERY_PHOTO_WIDTH = 450;
export const GALLERY_GAP = 20;
/** The modal's own padding on each side (with GALLERY_GAP this gives SPEC's 990 and 1460). */
export const GALLERY_SIDE = 35;
export const ZOOM_FACTOR = 2.5;

const widthFor = (perRow: number) =>
  perRow * GALLERY_PHOTO_WIDTH + (perRow - 1) * GALLERY_GAP + 2 * GALLERY_SIDE;

export function galleryModalWidth(photoCount: number, windowWidth: number): number {
  if (windowWidth < 1000) return widthFor(1);
  if (photoCount >= 3) return windowWidth < 1500 ? 990 : 1460;
  return widthFor(Math.max(1, photoCount));
}
