import { PHOTO_LIMITS, photoTypeText, type LibraryPhoto, type PhotoAlbum } from '@/api/contract/photos';
import { formatDateLabel } from '@/lib/format';
import type { GalleryPhoto } from '@/ui/photo/photo-gallery-modal';

/** The card's one-line description, also its photo's alt text and the modal's caption. */
export const photoDescription = (photo: LibraryPhoto): string =>
  `${photoTypeText(photo.type, photo.placements)}, ${photo.accountName}, ${formatDateLabel(photo.date)}`;

/**
 * The modal's photos: a before/after pair shows the shelf as the rep found it, then as
 * they left it; any other photo alone.
 */
export function galleryPhotos(photo: LibraryPhoto): GalleryPhoto[] {
  const caption = `${photo.accountName} · ${formatDateLabel(photo.date)} · ${photo.representative}`;
  const after: GalleryPhoto = {
    url: photo.url,
    alt: photoDescription(photo),
    caption: `${photo.beforeUrl ? 'After' : photoTypeText(photo.type, photo.placements)} · ${caption}`,
  };
  if (!photo.beforeUrl) return [after];
  return [
    { url: photo.beforeUrl, alt: `Before: ${photoDescription(photo)}`, caption: `Before · ${caption}` },
    after,
  ];
}

/** A selection: photo ids in the order they were picked, with each photo (for pages not shown). */
export type Selection = ReadonlyMap<string, LibraryPhoto>;

export function toggleSelected(selection: Selection, photo: LibraryPhoto): Selection {
  const next = new Map(selection);
  if (next.has(photo.id)) next.delete(photo.id);
  else if (next.size < PHOTO_LIMITS.selection) next.set(photo.id, photo);
  return next;
}

/** Whether one more photo can be picked. */
export const selectionFull = (selection: Selection): boolean => selection.size >= PHOTO_LIMITS.selection;

/** The albums a selection can go into: the user's own hand-picked ones of the page's brand. */
export const albumsToAddTo = (albums: readonly PhotoAlbum[], brand: string | undefined): PhotoAlbum[] =>
  albums.filter((a) => a.mine && a.filter === null && (!brand || a.brand === brand));

/** An album's line in the list: "12 photos · shared" / "Smart album · by anna". */
export function albumSummary(album: PhotoAlbum): string {
  const parts = [
    album.filter !== null
      ? 'Smart album'
      : `${album.photoIds.length} ${album.photoIds.length === 1 ? 'photo' : 'photos'}`,
    album.brand,
  ];
  if (!album.mine) parts.push(`by ${album.owner}`);
  else if (album.shared) parts.push('shared with the brand');
  return parts.join(' · ');
}

/** A typed album name: trimmed, non-empty and within the limit, or the message the field shows. */
export function parseAlbumName(input: string): { name: string } | { error: string } {
  const name = input.trim();
  if (name === '') return { error: 'Enter a name' };
  if (name.length > PHOTO_LIMITS.name) return { error: `At most ${PHOTO_LIMITS.name} characters` };
  return { name };
}

/** "Showing 25-48 of 1,204 photos" for a page. */
export function photoRangeText(page: number, size: number, shown: number, total: number): string {
  if (total === 0) return 'No photos';
  const from = (page - 1) * size + 1;
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `Showing ${fmt(from)}-${fmt(from + shown - 1)} of ${fmt(total)} ${total === 1 ? 'photo' : 'photos'}`;
}

/** An export under way: bytes received of the file's size (0 while the API still builds it). */
export interface ExportProgress {
  label: 'slides' | 'PDF';
  received: number;
  total: number;
}

/**
 * The bar's state: building (no bytes yet: the bar runs without a value), then the share
 * received when the size is known, else the bytes so far.
 */
export function exportProgressText(p: ExportProgress): { label: string; percent: number | null } {
  if (p.received === 0) return { label: `Building the ${p.label}…`, percent: null };
  if (p.total > 0) {
    const percent = Math.min(100, Math.round((p.received / p.total) * 100));
    return { label: `Downloading the ${p.label}: ${percent}%`, percent };
  }
  return {
    label: `Downloading the ${p.label}: ${Math.round(p.received / 1024).toLocaleString('en-US')} KB`,
    percent: null,
  };
}
