import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/api/contract/endpoint';
import {
  PhotoAlbums,
  photoAlbumPhotos,
  photoAlbumsList,
  photoLibrary,
  type PhotoPage,
} from '@/api/contract/photos';
import {
  addToPhotoAlbum,
  createPhotoAlbum,
  deletePhotoAlbum,
  photoPdf,
  photoSlides,
  updatePhotoAlbum,
} from '@/api/contract/photo-changes';
import { TOKEN_TYPE, issueToken, updateDemoState } from '../demo-state';
import { PHOTOS_FORBIDDEN } from './photos';
import { callDemoApi, readPdfLines } from './testing/call-demo-api';

const BRAND = 'Sunset Soda';
const PERIOD = { brand: BRAND, dateStart: '2026-09-01' };

const post = (endpoint: Endpoint, body: unknown, login = 'superadmin') =>
  fetch(`${location.origin}/api${endpoint.path}`, {
    method: 'POST',
    headers: { Authorization: `${TOKEN_TYPE} ${issueToken(login)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const library = async (query: Record<string, string>, login = 'superadmin'): Promise<PhotoPage> => {
  const response = await callDemoApi(photoLibrary, query, login);
  expect(response.status).toBe(200);
  return photoLibrary.response.parse(await response.json());
};

const albums = async (response: Response) => {
  expect(response.status).toBe(200);
  return PhotoAlbums.parse(await response.json()).albums;
};

/** canyon.staff: active, of Canyon Cold Brew only, with the Merchandising photo permission. */
const activateCanyonStaff = () =>
  updateDemoState((s) => {
    const user = s.users.find((u) => u.login === 'canyon.staff');
    if (user) user.active = true;
  });

/** The slide texts of a .pptx, slide by slide (slide1 is the title). */
async function slideTexts(response: Response): Promise<string[][]> {
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  const names = Object.keys(zip.files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/(\d+)\.xml/.exec(a)?.[1]) - Number(/(\d+)\.xml/.exec(b)?.[1]));
  return Promise.all(
    names.map(async (n) =>
      [...(await zip.file(n)!.async('string')).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1] ?? ''),
    ),
  );
}

describe('the photo library on the demo API', () => {
  it('pages the filter’s photos, narrows by secondary placement and names a bad value (400)', async () => {
    const all = await library(PERIOD);
    expect(all.total).toBeGreaterThan(100);
    const endCaps = await library({ ...PERIOD, placement: 'End Cap' });
    expect(endCaps.total).toBeGreaterThan(0);
    expect(endCaps.total).toBeLessThan(all.total);
    expect(endCaps.photos.every((p) => p.type === 'secondary' && p.placements.includes('End Cap'))).toBe(
      true,
    );
    const second = await library({ ...PERIOD, page: '2' });
    expect(second.photos[0]?.id).not.toBe(all.photos[0]?.id);

    const bad = await callDemoApi(photoLibrary, { ...PERIOD, photoType: 'selfie' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/photoType/);
    const mixed = await callDemoApi(photoLibrary, { ...PERIOD, photoType: 'primary', placement: 'End Cap' });
    expect([mixed.status, await mixed.text()]).toEqual([
      400,
      'Parameter placement goes with secondary photos only',
    ]);
  });

  it('refuses a user without the photo permission (403)', async () => {
    updateDemoState((s) => {
      const user = s.users.find((u) => u.login === 'superadmin');
      const merch = user?.permissions.Merchandising;
      if (merch) merch.Permissions = (merch.Permissions ?? []).filter((k) => k !== 'accountImages');
    });
    const response = await callDemoApi(photoLibrary, PERIOD);
    expect([response.status, await response.text()]).toEqual([403, PHOTOS_FORBIDDEN]);
    expect((await callDemoApi(photoAlbumsList)).status).toBe(403);
  });

  it('keeps albums per user: made, added to, renamed, shared with the brand, invisible to another brand, deleted', async () => {
    const photos = (await library({ ...PERIOD, photoType: 'secondary' })).photos;
    const [a, b, c] = photos;
    const made = await albums(
      await post(createPhotoAlbum, {
        Name: 'End caps for Ralphs',
        Brand: BRAND,
        Shared: false,
        PhotoIds: [a!.id, b!.id],
        Filter: null,
      }),
    );
    const album = made.at(-1)!;
    expect([album.name, album.mine, album.photoIds]).toEqual(['End caps for Ralphs', true, [a!.id, b!.id]]);
    const added = await albums(await post(addToPhotoAlbum, { Id: album.id, PhotoIds: [c!.id, a!.id] }));
    expect(added.at(-1)?.photoIds).toEqual([a!.id, b!.id, c!.id]);
    const inAlbum = await callDemoApi(photoAlbumPhotos, { albumId: String(album.id) });
    expect(photoAlbumPhotos.response.parse(await inAlbum.json()).photos.map((p) => p.id)).toEqual([
      a!.id,
      b!.id,
      c!.id,
    ]);

    // A 400 names the field: an empty name, a photo of another brand.
    const empty = await post(updatePhotoAlbum, { Id: album.id, Name: ' ', Shared: false });
    expect([empty.status, empty.headers.get('x-invalid-parameter') ?? (await empty.text())]).toEqual([
      400,
      expect.stringMatching(/Name/),
    ]);
    const golden = (await library({ brand: 'Golden Grove Juice', dateStart: '2026-09-01' })).photos[0];
    const foreign = await post(addToPhotoAlbum, { Id: album.id, PhotoIds: [golden!.id] });
    expect([foreign.status, await foreign.text()]).toEqual([400, expect.stringMatching(/^PhotoIds: /)]);

    // Unshared: the manager of the same brand (given the section) does not see it; shared, they do.
    const renamed = await albums(
      await post(updatePhotoAlbum, { Id: album.id, Name: 'Ralphs end caps', Shared: true }),
    );
    expect([renamed.at(-1)?.name, renamed.at(-1)?.shared]).toEqual(['Ralphs end caps', true]);

    // Another brand's user sees no album and none of its photos; its id is a 404.
    activateCanyonStaff();
    expect(await albums(await callDemoApi(photoAlbumsList, {}, 'canyon.staff'))).toEqual([]);
    const theirs = await callDemoApi(photoAlbumPhotos, { albumId: String(album.id) }, 'canyon.staff');
    expect(theirs.status).toBe(404);
    const slides = await callDemoApi(photoSlides, { albumId: String(album.id) }, 'canyon.staff');
    expect(slides.status).toBe(404);
    expect((await post(deletePhotoAlbum, { Id: album.id }, 'canyon.staff')).status).toBe(404);

    expect(await albums(await post(deletePhotoAlbum, { Id: album.id }))).toEqual(made.slice(0, -1));
  });

  it('exports an album as a deck (title slide plus one captioned photo slide each) and as a PDF', async () => {
    const photos = (await library({ ...PERIOD, photoType: 'secondary' })).photos.slice(0, 3);
    const made = await albums(
      await post(createPhotoAlbum, {
        Name: 'Proof of display',
        Brand: BRAND,
        Shared: false,
        PhotoIds: photos.map((p) => p.id),
        Filter: null,
      }),
    );
    const id = String(made.at(-1)?.id);
    const response = await callDemoApi(photoSlides, { albumId: id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/Photos Proof of display .*\.pptx/);
    const slides = await slideTexts(response);
    expect(slides).toHaveLength(4);
    expect(slides[0]).toContain('Proof of display');
    slides.slice(1).forEach((texts, i) => {
      const p = photos[i]!;
      expect(texts.join(' ')).toBe(
        `${p.accountName} · ${p.date} · ${p.representative} · Secondary placement: ${p.placements.join(', ')}`,
      );
    });

    const pdf = await callDemoApi(photoPdf, { albumId: id });
    expect(pdf.status).toBe(200);
    const lines = await readPdfLines(pdf);
    expect(lines[0]).toBe('Proof of display');
    expect(lines).toContain('3 photos');

    // A selection of the library, by id; the filter's title slide names the filter.
    const selection = await slideTexts(
      await callDemoApi(photoSlides, { ...PERIOD, ids: photos.map((p) => p.id).join(',') }),
    );
    expect(selection).toHaveLength(4);
    const filtered = await slideTexts(
      await callDemoApi(photoSlides, { ...PERIOD, placement: 'Checkout', dateStart: '2026-11-20' }),
    );
    expect(filtered[0]).toEqual(expect.arrayContaining(['Placement: Checkout']));
  });
});
