import { z } from 'zod';
import { MERCHANDISING_PARAMS, count, isoDate } from './common';
import { jsonEndpoint } from './endpoint';

/**
 * The photo library (`/merchandising/photos`): every merchandising photo of the
 * Merchandising filter, by type, paged; albums of photos (a hand-picked list, or a smart
 * album: a saved library link that shows whatever matches it today); and the photos as a
 * slide deck or a PDF, built by the API. Each call needs the Merchandising permission
 * `accountImages` (the section's photo permission; 403 without it).
 */

import { PHOTO_TYPES, type PhotoType } from './photo-types';

export { PHOTO_TYPES, type PhotoType };
export const PHOTO_TYPE_LABELS: Record<PhotoType, string> = {
  storefront: 'Storefront',
  primary: 'Primary placement',
  secondary: 'Secondary placement',
};

/** What a card, a slide and a PDF page say of a photo's type: 'Secondary placement: End Cap, Cooler'. */
export function photoTypeText(type: PhotoType, placements: readonly string[]): string {
  const label = PHOTO_TYPE_LABELS[type];
  return placements.length > 0 ? `${label}: ${placements.join(', ')}` : label;
}

export const PHOTO_PAGE_SIZE = 24;

export const PHOTO_LIMITS = {
  /** Photos sent by id (a selection, an album's additions) in one call. */
  selection: 200,
  /** Photos an album holds. */
  albumPhotos: 500,
  /** Albums a user owns. */
  albums: 50,
  /** Characters of an album name. */
  name: 80,
  /** Photos one slide deck or PDF of the filter holds (a selection or album is within its own limits). */
  export: 500,
} as const;

/** A photo's id: its type and the merchandising visit (form) it was taken on, `secondary-10234`. */
export const PHOTO_ID_PATTERN = /^(storefront|primary|secondary)-(\d{1,9})$/;

export const LibraryPhoto = z
  .object({
    Id: z.string().regex(PHOTO_ID_PATTERN),
    Type: z.enum(PHOTO_TYPES),
    Url: z.string(),
    Date: isoDate,
    AccountId: z.number().int(),
    AccountName: z.string(),
    Address: z.string(),
    Representative: z.string(),
    /** Secondary: the placement types found; primary: its primary placement; storefront: none. */
    Placements: z.array(z.string()),
    /**
     * Primary photos of a visit that added facings: the same shelf as the rep found it (the
     * "before" of a before/after pair). Null otherwise.
     */
    BeforeUrl: z.string().nullable(),
  })
  .transform((s) => ({
    id: s.Id,
    type: s.Type,
    url: s.Url,
    date: s.Date,
    accountId: s.AccountId,
    accountName: s.AccountName,
    address: s.Address,
    representative: s.Representative,
    placements: s.Placements,
    beforeUrl: s.BeforeUrl,
  }));
export type LibraryPhoto = z.output<typeof LibraryPhoto>;

export const PhotoPage = z
  .object({
    /** Photos that match, on every page. */
    Total: count,
    /** Of those, primary photos with a before/after pair. */
    Pairs: count,
    /** Newest first, then by store name; one page of PHOTO_PAGE_SIZE. */
    Photos: z.array(LibraryPhoto),
  })
  .transform((s) => ({ total: s.Total, pairs: s.Pairs, photos: s.Photos }));
export type PhotoPage = z.output<typeof PhotoPage>;

export const PhotoAlbum = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Brand: z.string(),
    Owner: z.string(),
    /** The signed-in user owns it (may rename, share and delete it). */
    Mine: z.boolean(),
    /** Every user of the album's brand sees it. */
    Shared: z.boolean(),
    /**
     * A smart album: the library's query string it was saved from (`?brand=...&photoType=secondary`);
     * opening it shows what matches that filter today. Null for a hand-picked album.
     */
    Filter: z.string().nullable(),
    /** A hand-picked album's photos in the order they were added (empty for a smart album). */
    PhotoIds: z.array(z.string()),
    CreatedAt: z.string(),
  })
  .transform((s) => ({
    id: s.Id,
    name: s.Name,
    brand: s.Brand,
    owner: s.Owner,
    mine: s.Mine,
    shared: s.Shared,
    filter: s.Filter,
    photoIds: s.PhotoIds,
    createdAt: s.CreatedAt,
  }));
export type PhotoAlbum = z.output<typeof PhotoAlbum>;

export const PhotoAlbums = z.object({ Albums: z.array(PhotoAlbum) }).transform((s) => ({ albums: s.Albums }));
export type PhotoAlbums = z.output<typeof PhotoAlbums>;

const params = MERCHANDISING_PARAMS;
export const PERMISSION_NOTE = 'Needs the Merchandising permission `accountImages` (403 without it).';
export const ALBUM_VISIBILITY =
  "A user sees their own albums and the shared albums of their brands; any other album is a 404, as if it did not exist. Only the owner renames, shares or deletes (404 for others' albums, 403 for a shared album they do not own).";
export const LIBRARY_VALUES = ['photoType', 'placement'] as const;

export const photoLibrary = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/photos',
  definedHere: 'call',
  summary: `The photo library: every photo of the Merchandising filter's visits (the same visits as the Merchandising page), one page of ${PHOTO_PAGE_SIZE} (\`page\` from 1), newest first. \`photoType\`: ${PHOTO_TYPES.join(', ')} (default all); \`placement\`: secondary photos of that placement type only. ${PERMISSION_NOTE}`,
  params,
  extraParams: [...LIBRARY_VALUES, 'page'],
  response: PhotoPage,
});

export const photoAlbumPhotos = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/photos/album',
  definedHere: 'call',
  summary: `A hand-picked album's photos (\`albumId\`), one page of ${PHOTO_PAGE_SIZE}, in the order they were added. ${ALBUM_VISIBILITY} A smart album has no list of its own: open its Filter in the library. ${PERMISSION_NOTE}`,
  params: [],
  extraParams: ['albumId', 'page'],
  response: PhotoPage,
});

export const photoAlbumsList = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/photos/albums',
  definedHere: 'call',
  summary: `The albums the signed-in user sees, oldest first. ${ALBUM_VISIBILITY} ${PERMISSION_NOTE}`,
  params: [],
  response: PhotoAlbums,
});
