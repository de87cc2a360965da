import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import { photoAlbumPhotos, photoAlbumsList, photoLibrary } from '@/api/contract/photos';
import type { RequestParams } from '@/api/contract/request-params';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';
import { libraryValues, type PhotosView } from './view-state';

/**
 * GET /merchandising/photos for a filter, a type, a placement and a page. Keyed by the
 * filter params it sends plus those values; the old page stays, dimmed, meanwhile.
 */
export const photoLibraryQuery = (params: RequestParams, view: PhotosView) => {
  const values = libraryValues(view);
  return queryOptions({
    queryKey: queryKeyFor(photoLibrary, params, values),
    queryFn: ({ signal }) =>
      fetchJson(photoLibrary, pickParams(params, photoLibrary.params), { values, signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /merchandising/photos/album: one page of a hand-picked album (not filtered). */
export const albumPhotosQuery = (albumId: number, page: number) => {
  const values = { albumId: String(albumId), ...(page > 1 ? { page: String(page) } : {}) };
  return queryOptions({
    queryKey: queryKeyFor(photoAlbumPhotos, {}, values),
    queryFn: ({ signal }) => fetchJson(photoAlbumPhotos, {}, { values, signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /merchandising/photos/albums: the albums the user sees; changes write this key. */
export const photoAlbumsQuery = () =>
  queryOptions({
    queryKey: [photoAlbumsList.path] as const,
    queryFn: ({ signal }) => fetchJson(photoAlbumsList, {}, { signal }),
  });

/**
 * The view's requests: the grid (the filter's photos, or an album's) and the albums, each
 * read by the photo permission.
 */
export const photosRequests = (view: PhotosView) =>
  ({
    grid: {
      readBy: ['accountImages'],
      query: (params: RequestParams) =>
        view.album === null ? photoLibraryQuery(params, view) : albumPhotosQuery(view.album, view.page),
    },
    albums: { readBy: ['accountImages'], query: () => photoAlbumsQuery() },
  }) satisfies Record<string, PanelRequest<'merchandising'>>;
