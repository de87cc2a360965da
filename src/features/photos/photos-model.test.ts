import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, type LibraryPhoto, type PhotoAlbum } from '@/api/contract/photos';
import {
  albumSummary,
  albumsToAddTo,
  exportProgressText,
  galleryPhotos,
  parseAlbumName,
  photoDescription,
  photoRangeText,
  toggleSelected,
  type Selection,
} from './photos-model';

const photo = (over: Partial<LibraryPhoto> = {}): LibraryPhoto => ({
  id: 'primary-12',
  type: 'primary',
  url: '/api/demo-photos/primary/12.svg',
  date: '2026-11-02',
  accountId: 1001,
  accountName: 'Corner Market',
  address: '1 Main St, Irvine, CA 92602',
  representative: 'Ann Lee',
  placements: ['Eye Level'],
  beforeUrl: null,
  ...over,
});

const album = (over: Partial<PhotoAlbum> = {}): PhotoAlbum => ({
  id: 1,
  name: 'End caps',
  brand: 'Sunset Soda',
  owner: 'superadmin',
  mine: true,
  shared: false,
  filter: null,
  photoIds: ['primary-12'],
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

describe('photo library model', () => {
  it('describes a photo by type, placement, store and date; a before/after pair opens as two photos', () => {
    expect(photoDescription(photo())).toBe('Primary placement: Eye Level, Corner Market, Nov 2, 2026');
    expect(galleryPhotos(photo()).map((p) => p.caption)).toEqual([
      'Primary placement: Eye Level · Corner Market · Nov 2, 2026 · Ann Lee',
    ]);
    const pair = galleryPhotos(photo({ beforeUrl: '/api/demo-photos/before/12.svg' }));
    expect(pair.map((p) => p.caption)).toEqual([
      'Before · Corner Market · Nov 2, 2026 · Ann Lee',
      'After · Corner Market · Nov 2, 2026 · Ann Lee',
    ]);
  });

  it('toggles a photo in and out of the selection, up to the limit, in the order picked', () => {
    let selection: Selection = new Map();
    selection = toggleSelected(selection, photo({ id: 'primary-2' }));
    selection = toggleSelected(selection, photo({ id: 'primary-1' }));
    expect([...selection.keys()]).toEqual(['primary-2', 'primary-1']);
    selection = toggleSelected(selection, photo({ id: 'primary-2' }));
    expect([...selection.keys()]).toEqual(['primary-1']);
    let full: Selection = new Map();
    for (let i = 0; i < PHOTO_LIMITS.selection + 5; i++)
      full = toggleSelected(full, photo({ id: `primary-${i}` }));
    expect(full.size).toBe(PHOTO_LIMITS.selection);
  });

  it('offers only the user’s own hand-picked albums of the brand to add to, and sums an album up', () => {
    const albums = [
      album(),
      album({ id: 2, filter: '?placement=Cooler' }),
      album({ id: 3, mine: false, owner: 'anna', shared: true }),
      album({ id: 4, brand: 'Golden Grove Juice' }),
    ];
    expect(albumsToAddTo(albums, 'Sunset Soda').map((a) => a.id)).toEqual([1]);
    expect(albumSummary(albums[0]!)).toBe('1 photo · Sunset Soda');
    expect(albumSummary(albums[1]!)).toBe('Smart album · Sunset Soda');
    expect(albumSummary(albums[2]!)).toBe('1 photo · Sunset Soda · by anna');
    expect(albumSummary(album({ shared: true, photoIds: [] }))).toBe(
      '0 photos · Sunset Soda · shared with the brand',
    );
  });

  it('checks an album name and words the range and the export progress', () => {
    expect(parseAlbumName('  Proof  ')).toEqual({ name: 'Proof' });
    expect(parseAlbumName('   ')).toEqual({ error: 'Enter a name' });
    expect(parseAlbumName('x'.repeat(PHOTO_LIMITS.name + 1))).toEqual({
      error: `At most ${PHOTO_LIMITS.name} characters`,
    });
    expect(photoRangeText(2, 24, 24, 1204)).toBe('Showing 25-48 of 1,204 photos');
    expect(photoRangeText(1, 24, 0, 0)).toBe('No photos');
    expect(exportProgressText({ label: 'slides', received: 0, total: 0 })).toEqual({
      label: 'Building the slides…',
      percent: null,
    });
    expect(exportProgressText({ label: 'PDF', received: 512, total: 1024 })).toEqual({
      label: 'Downloading the PDF: 50%',
      percent: 50,
    });
    expect(exportProgressText({ label: 'slides', received: 4096, total: 0 }).percent).toBeNull();
  });
});
