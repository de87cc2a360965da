import { z } from 'zod';
import { PHOTO_TYPES, type PhotoType } from '@/api/contract/photo-types';
import { filterSchemas } from '@/filters/schemas';

/**
 * The photo library's own keys beside the Merchandising filter (docs/filters.md, "View
 * state in the URL"): the photo type (`photoType`), the secondary placement type
 * (`placement`), the page, and the album shown (`album`, a hand-picked album's id). Not
 * filter: `parseFilter` strips them. Defaults are absent from the URL; a malformed value is
 * its default.
 */
export const photosViewSearchShape = {
  photoType: z.enum(PHOTO_TYPES).optional().catch(undefined),
  placement: z.string().min(1).max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  album: z.coerce.number().int().min(1).optional().catch(undefined),
};

export const photosSearchSchema = filterSchemas.merchandising.extend(photosViewSearchShape);

/** Kept when a filter is applied (the type and placement chosen); the grid starts at page 1. */
export const PHOTOS_RETAINED_VIEW_KEYS = ['photoType', 'placement'] as const;

export type PhotosViewSearch = {
  [K in keyof typeof photosViewSearchShape]?: z.output<(typeof photosViewSearchShape)[K]>;
};

export interface PhotosView {
  /** A placement implies secondary photos. */
  type: PhotoType | null;
  placement: string | null;
  /** 1-based. */
  page: number;
  album: number | null;
}

export const readPhotosView = (search: PhotosViewSearch): PhotosView => {
  const placement = search.placement ?? null;
  return {
    type: placement ? 'secondary' : (search.photoType ?? null),
    placement,
    page: search.page ?? 1,
    album: search.album ?? null,
  };
};

/** The library's request values: type, placement and page; defaults left out, like in the URL. */
export const libraryValues = (view: PhotosView): Record<string, string> => ({
  ...(view.type ? { photoType: view.type } : {}),
  ...(view.placement ? { placement: view.placement } : {}),
  ...(view.page > 1 ? { page: String(view.page) } : {}),
});

/** The values an export of the filter sends (no page: every photo). */
export const exportValues = (view: PhotosView): Record<string, string> => {
  const { page: _page, ...values } = libraryValues({ ...view, page: 1 });
  return values;
};

/** A type chosen: another placement makes no sense for it, and the pages hold other photos. */
export const typePatch = (type: PhotoType | null): PhotosViewSearch => ({
  photoType: type ?? undefined,
  placement: undefined,
  page: undefined,
});

export const placementPatch = (placement: string | null): PhotosViewSearch => ({
  photoType: placement ? 'secondary' : undefined,
  placement: placement ?? undefined,
  page: undefined,
});

export const pagePatch = (page: number): PhotosViewSearch => ({ page: page > 1 ? page : undefined });

export const albumPatch = (album: number | null): PhotosViewSearch => ({
  album: album ?? undefined,
  page: undefined,
});

/**
 * A smart album's saved filter: the library's query string without the page and album (a
 * smart album is "these photos, whatever matches today", not a place in a list).
 */
export function smartAlbumFilter(searchStr: string): string {
  // Raw pieces, not URLSearchParams: it would re-encode the commas that join list values.
  const kept = (searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
    .split('&')
    .filter((piece) => piece !== '' && !['page', 'album'].includes(piece.split('=')[0] ?? ''));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
