import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import {
  addToPhotoAlbum,
  createPhotoAlbum,
  deletePhotoAlbum,
  photoAlbumPhotos,
  photoAlbumsList,
  photoLibrary,
  updatePhotoAlbum,
  type PhotoAlbumInput,
  type PhotoAlbums,
} from '@/api/contract/photos';
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

export type AlbumChange =
  | { kind: 'create'; input: PhotoAlbumInput }
  | { kind: 'add'; id: number; photoIds: string[] }
  | { kind: 'update'; id: number; name: string; shared: boolean }
  | { kind: 'delete'; id: number };

const sendChange = (change: AlbumChange): Promise<PhotoAlbums> => {
  switch (change.kind) {
    case 'create':
      return fetchJson(createPhotoAlbum, {}, { values: { ...change.input } as never });
    case 'add':
      return fetchJson(
        addToPhotoAlbum,
        {},
        { values: { Id: change.id, PhotoIds: change.photoIds } as never },
      );
    case 'update':
      return fetchJson(
        updatePhotoAlbum,
        {},
        {
          values: { Id: change.id, Name: change.name, Shared: change.shared } as never,
        },
      );
    case 'delete':
      return fetchJson(deletePhotoAlbum, {}, { values: { Id: change.id } as never });
  }
};

/** Album changes answer with the album list, written into its key; an album's pages are asked again. */
export function useAlbumChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: async (albums) => {
      queryClient.setQueryData(photoAlbumsQuery().queryKey, albums);
      await queryClient.invalidateQueries({ queryKey: [photoAlbumPhotos.path] });
    },
  });
}
