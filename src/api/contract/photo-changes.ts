import { z } from 'zod';
import { MERCHANDISING_PARAMS } from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';
import {
  ALBUM_VISIBILITY,
  LIBRARY_VALUES,
  PERMISSION_NOTE,
  PHOTO_ID_PATTERN,
  PHOTO_LIMITS,
  PhotoAlbums,
} from './photos';

/**
 * The photo library's changes and files: album create, add, rename/share and delete, and
 * the slide deck and PDF. Apart from the library's reads (photos.ts), which the route's
 * loader needs at start-up: these load with the page that uses them.
 */

const albumName = z.string().trim().min(1, 'Enter a name').max(PHOTO_LIMITS.name);
const photoIds = z.array(z.string().regex(PHOTO_ID_PATTERN, 'Unknown photo id')).max(PHOTO_LIMITS.selection);

export const PhotoAlbumInput = z.object({
  Name: albumName,
  Brand: z.string().min(1),
  Shared: z.boolean(),
  /** A hand-picked album's first photos; empty for a smart album. */
  PhotoIds: photoIds,
  /** A smart album's library query string; null for a hand-picked album. */
  Filter: z.string().min(1).max(2000).nullable(),
});
export type PhotoAlbumInput = z.infer<typeof PhotoAlbumInput>;

export const PhotoAlbumAdd = z.object({ Id: z.number().int().positive(), PhotoIds: photoIds.min(1) });
export const PhotoAlbumUpdate = z.object({
  Id: z.number().int().positive(),
  Name: albumName,
  Shared: z.boolean(),
});
export const PhotoAlbumRef = z.object({ Id: z.number().int().positive() });

const params = MERCHANDISING_PARAMS;

const ALBUM_FIELDS = Object.keys(PhotoAlbumInput.shape);
const BAD_INPUT_NOTE = 'A field that does not fit is a 400 naming it.';

export const createPhotoAlbum = jsonEndpoint({
  method: 'POST',
  path: '/merchandising/photos/albums',
  definedHere: 'call',
  summary: `Create an album for the signed-in user. JSON body: ${ALBUM_FIELDS.join(', ')}. Brand must be one of the user's; every photo must be one of that brand's. At most ${PHOTO_LIMITS.albums} albums a user, ${PHOTO_LIMITS.albumPhotos} photos an album. ${BAD_INPUT_NOTE} ${PERMISSION_NOTE} Returns the album list.`,
  params: [],
  extraParams: ALBUM_FIELDS,
  body: 'json',
  requestBody: PhotoAlbumInput,
  response: PhotoAlbums,
});

export const addToPhotoAlbum = jsonEndpoint({
  method: 'POST',
  path: '/merchandising/photos/albums/add',
  definedHere: 'call',
  summary: `Add photos to a hand-picked album the user owns (ones it holds already are skipped). JSON body: Id, PhotoIds. ${ALBUM_VISIBILITY} ${BAD_INPUT_NOTE} Returns the album list.`,
  params: [],
  extraParams: ['Id', 'PhotoIds'],
  body: 'json',
  requestBody: PhotoAlbumAdd,
  response: PhotoAlbums,
});

export const updatePhotoAlbum = jsonEndpoint({
  method: 'POST',
  path: '/merchandising/photos/albums/update',
  definedHere: 'call',
  summary: `Rename an album, or share it with the users of its brand (or stop). JSON body: Id, Name, Shared. ${ALBUM_VISIBILITY} ${BAD_INPUT_NOTE} Returns the album list.`,
  params: [],
  extraParams: ['Id', 'Name', 'Shared'],
  body: 'json',
  requestBody: PhotoAlbumUpdate,
  response: PhotoAlbums,
});

export const deletePhotoAlbum = jsonEndpoint({
  method: 'POST',
  path: '/merchandising/photos/albums/delete',
  definedHere: 'call',
  summary: `Delete an album the user owns. JSON body: Id. ${ALBUM_VISIBILITY} Returns the album list.`,
  params: [],
  extraParams: ['Id'],
  body: 'json',
  requestBody: PhotoAlbumRef,
  response: PhotoAlbums,
});

export const PPTX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const EXPORT_SOURCE = `Which photos: \`albumId\` (a hand-picked album, in its order), else \`ids\` (a selection, at most ${PHOTO_LIMITS.selection}), else the library's filter, \`photoType\` and \`placement\` (at most ${PHOTO_LIMITS.export}, newest first). The title describes the album or the filter.`;
const exportValues = [...LIBRARY_VALUES, 'albumId', 'ids'];

export const photoSlides = blobEndpoint({
  method: 'GET',
  path: '/merchandising/photos/slides',
  definedHere: 'call',
  summary: `Photos as a slide deck (.pptx): a title slide, then one photo per slide captioned with its store, date, rep and type. ${EXPORT_SOURCE} ${PERMISSION_NOTE}`,
  params,
  extraParams: exportValues,
  failureSubject: 'photo slides',
  mediaType: PPTX_MEDIA_TYPE,
});

export const photoPdf = blobEndpoint({
  method: 'GET',
  path: '/merchandising/photos/pdf',
  definedHere: 'call',
  summary: `Photos as a PDF: a first page naming the album or filter, then the photos with their store, date, rep and type. ${EXPORT_SOURCE} ${PERMISSION_NOTE}`,
  params,
  extraParams: exportValues,
  failureSubject: 'photo PDF',
  mediaType: 'application/pdf',
});
