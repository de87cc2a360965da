import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import {
  addToPhotoAlbum,
  createPhotoAlbum,
  deletePhotoAlbum,
  updatePhotoAlbum,
  type PhotoAlbumInput,
} from '@/api/contract/photo-changes';
import { photoAlbumPhotos, type PhotoAlbums } from '@/api/contract/photos';
import { photoAlbumsQuery } from './queries';

/**
 * Album changes. Apart from queries.ts, which the route's loader reads at start-up: these
 * load with the page.
 */
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
