import type { z } from 'zod';
import type { ServerPayload } from '@/api/contract/endpoint';
import { SessionPermissions, can, permissionLabel } from '@/api/contract/permissions';
import {
  PHOTO_LIMITS,
  photoAlbumPhotos,
  photoAlbumsList,
  photoLibrary,
  type PhotoType,
} from '@/api/contract/photos';
import {
  PhotoAlbumAdd,
  PhotoAlbumInput,
  PhotoAlbumRef,
  PhotoAlbumUpdate,
  addToPhotoAlbum,
  createPhotoAlbum,
  deletePhotoAlbum,
  photoPdf,
  photoSlides,
  updatePhotoAlbum,
} from '@/api/contract/photo-changes';
import { updateDemoState, type DemoPhotoAlbum } from '../demo-state';
import type { Db } from '../db/generate';
import { merchFilter, type MerchFilter } from '../db/queries/merchandising';
import {
  describePhotoFilter,
  filterPhotos,
  isPhotoType,
  photoById,
  photoCaption,
  photoId,
  photoPage,
  photoUrlOf,
  type PhotoChoice,
  type PhotoRef,
} from '../db/queries/photos';
import { writePdfReport } from '../pdf';
import { encodePng } from '../png';
import { photoRaster } from '../db/photos';
import { writePhotoDeck } from '../photo-deck';
import { downloadFileName } from '../xlsx';
import {
  CONTENT_TYPES,
  defineBlobHandler,
  defineJsonHandler,
  httpError,
  type HandlerContext,
} from './define-handler';
import { pageParam } from './page-param';
import { sectionFilter, visibleBrands } from './section-filter';

/**
 * The photo library, its albums and its exports. Beyond the Merchandising section (the
 * path's), each needs the Merchandising photo permission `accountImages`. Albums of a
 * brand the user does not hold are invisible (404), like another user's unshared album.
 */

export const PHOTOS_FORBIDDEN = `You do not have access to ${permissionLabel('merchandising', 'accountImages')}.`;
const PPTX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const requirePhotos = (ctx: HandlerContext): string => {
  if (!ctx.user) throw httpError(401, 'Unauthorized');
  if (!can(SessionPermissions.parse(ctx.user.permissions ?? {}), 'merchandising', 'accountImages'))
    throw httpError(403, PHOTOS_FORBIDDEN);
  return ctx.user.login;
};

/** A zod failure as a 400 naming its first field. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  const name = typeof field === 'string' ? field : 'body';
  throw httpError(400, `${name}: ${issue?.message ?? 'invalid'}`, name);
}

const choiceOf = (ctx: HandlerContext): PhotoChoice => {
  const type = ctx.values.photoType || null;
  if (type !== null && !isPhotoType(type))
    throw httpError(400, 'Parameter photoType must be storefront, primary or secondary', 'photoType');
  const placement = ctx.values.placement?.trim() || null;
  if (placement !== null && type !== null && type !== 'secondary')
    throw httpError(400, 'Parameter placement goes with secondary photos only', 'placement');
  return { type: type as PhotoType | null, placement };
};

const filterOf = (ctx: HandlerContext): MerchFilter =>
  merchFilter(sectionFilter(ctx, { distributorsOn: 'accounts' }), ctx.params);

const albumsOf = (ctx: HandlerContext): DemoPhotoAlbum[] => ctx.state.photoAlbums ?? [];

/** Whether the user sees the album: their own or shared, and of a brand they hold today. */
const sees = (ctx: HandlerContext, login: string, album: DemoPhotoAlbum): boolean =>
  visibleBrands(ctx).includes(album.brand) &&
  (album.login.toLowerCase() === login.toLowerCase() || album.shared);

const visibleAlbum = (ctx: HandlerContext, login: string, id: number): DemoPhotoAlbum => {
  const album = albumsOf(ctx).find((a) => a.id === id);
  if (!album || !sees(ctx, login, album)) throw httpError(404, `Album ${id} not found`, 'Id');
  return album;
};

/** An album the user may change: 404 when they cannot see it, 403 when it is someone else's shared one. */
const ownAlbum = (ctx: HandlerContext, login: string, id: number): DemoPhotoAlbum => {
  const album = visibleAlbum(ctx, login, id);
  if (album.login.toLowerCase() !== login.toLowerCase())
    throw httpError(403, "Only the album's owner can change it", 'Id');
  return album;
};

const albumsPayload = (ctx: HandlerContext, login: string): ServerPayload<typeof photoAlbumsList> => ({
  Albums: albumsOf(ctx)
    .filter((a) => sees(ctx, login, a))
    .map((a) => ({
      Id: a.id,
      Name: a.name,
      Brand: a.brand,
      Owner: a.login,
      Mine: a.login.toLowerCase() === login.toLowerCase(),
      Shared: a.shared,
      Filter: a.filter,
      PhotoIds: a.photoIds,
      CreatedAt: a.createdAt,
    })),
});

/** Albums read after a change: the state the handler context was made with is older. */
const freshAlbums = (ctx: HandlerContext, login: string, state: DemoPhotoAlbum[] | undefined) =>
  albumsPayload({ ...ctx, state: { ...ctx.state, photoAlbums: state } } as HandlerContext, login);

const brandIdx = (db: Db, brand: string): number => db.brandByName.get(brand)?.idx ?? -1;

/** Each id as one of the brand's photos, or a 400 naming the field. */
function photosOf(db: Db, brand: string, ids: readonly string[], field: string): PhotoRef[] {
  const idx = brandIdx(db, brand);
  return ids.map((id) => {
    const ref = photoById(db, id, idx);
    if (!ref) throw httpError(400, `${field}: ${id} is not a photo of ${brand}`, field);
    return ref;
  });
}

/** A hand-picked album's photos that still exist (a brand's data set may have changed). */
const albumPhotos = (db: Db, album: DemoPhotoAlbum): PhotoRef[] => {
  const idx = brandIdx(db, album.brand);
  return album.photoIds.flatMap((id) => photoById(db, id, idx) ?? []);
};

const albumIdOf = (ctx: HandlerContext): number | null => {
  const raw = ctx.values.albumId;
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1)
    throw httpError(400, 'Parameter albumId must be an album id', 'albumId');
  return id;
};

interface ExportSet {
  title: string;
  lines: string[];
  refs: PhotoRef[];
  /** For the file name. */
  name: string;
}

/** What an export holds: an album, a selection, or the library's filter. */
function exportSet(ctx: HandlerContext, login: string): ExportSet {
  const id = albumIdOf(ctx);
  if (id !== null) {
    const album = visibleAlbum(ctx, login, id);
    if (album.filter !== null)
      throw httpError(
        400,
        'Parameter albumId names a smart album: export its filter from the library',
        'albumId',
      );
    const refs = albumPhotos(ctx.db, album);
    return {
      title: album.name,
      lines: [`Album of ${album.brand}`, `By ${album.login}${album.shared ? ', shared with the brand' : ''}`],
      refs,
      name: album.name,
    };
  }
  const m = filterOf(ctx);
  const choice = choiceOf(ctx);
  const lines = describePhotoFilter(
    m.f.brand.name,
    { start: ctx.db.iso(m.f.startDay), end: ctx.db.iso(m.f.endDay) },
    ctx.params as Record<string, string | undefined>,
    choice,
  );
  const ids = ctx.list('ids');
  if (ids.length > 0) {
    if (ids.length > PHOTO_LIMITS.selection)
      throw httpError(400, `Parameter ids holds at most ${PHOTO_LIMITS.selection} photos`, 'ids');
    return {
      title: 'Selected photos',
      lines: [`Brand: ${m.f.brand.name}`, 'Chosen from the photo library'],
      refs: photosOf(ctx.db, m.f.brand.name, ids, 'ids'),
      name: `${m.f.brand.name} selection`,
    };
  }
  const refs = filterPhotos(ctx.db, m, choice);
  if (refs.length > PHOTO_LIMITS.export)
    throw httpError(
      400,
      `The filter holds ${refs.length} photos; an export takes at most ${PHOTO_LIMITS.export}. Narrow the filter or select photos.`,
      'photoType',
    );
  return { title: `Photo library: ${m.f.brand.name}`, lines, refs, name: m.f.brand.name };
}

const today = (ctx: HandlerContext) => ctx.db.today;

export const photosHandlers = [
  defineJsonHandler(photoLibrary, (ctx) => {
    requirePhotos(ctx);
    const choice = choiceOf(ctx);
    const page = pageParam(ctx);
    return photoPage(ctx.db, filterPhotos(ctx.db, filterOf(ctx), choice), page);
  }),

  defineJsonHandler(photoAlbumPhotos, (ctx) => {
    const login = requirePhotos(ctx);
    const id = albumIdOf(ctx);
    if (id === null) throw httpError(400, 'Parameter albumId is required', 'albumId');
    const album = visibleAlbum(ctx, login, id);
    if (album.filter !== null)
      throw httpError(
        400,
        'Parameter albumId names a smart album: open its filter in the library',
        'albumId',
      );
    return photoPage(ctx.db, albumPhotos(ctx.db, album), pageParam(ctx));
  }),

  defineJsonHandler(photoAlbumsList, (ctx) => albumsPayload(ctx, requirePhotos(ctx))),

  defineJsonHandler(createPhotoAlbum, (ctx) => {
    const login = requirePhotos(ctx);
    const input = parseBody(PhotoAlbumInput, ctx.body);
    if (!visibleBrands(ctx).includes(input.Brand))
      throw httpError(400, `Brand: ${input.Brand} is not one of your brands`, 'Brand');
    if (input.Filter !== null && input.PhotoIds.length > 0)
      throw httpError(400, 'PhotoIds: a smart album holds a filter, not photos', 'PhotoIds');
    const refs = photosOf(ctx.db, input.Brand, input.PhotoIds, 'PhotoIds');
    const own = albumsOf(ctx).filter((a) => a.login.toLowerCase() === login.toLowerCase());
    if (own.length >= PHOTO_LIMITS.albums)
      throw httpError(400, `Name: a user keeps at most ${PHOTO_LIMITS.albums} albums`, 'Name');
    const albums = updateDemoState((s) => {
      const album: DemoPhotoAlbum = {
        id: s.nextId++,
        login,
        name: input.Name,
        brand: input.Brand,
        shared: input.Shared,
        filter: input.Filter,
        photoIds: [...new Set(refs.map(photoId))],
        createdAt: new Date().toISOString(),
      };
      s.photoAlbums = [...(s.photoAlbums ?? []), album];
      return s.photoAlbums;
    });
    return freshAlbums(ctx, login, albums);
  }),

  defineJsonHandler(addToPhotoAlbum, (ctx) => {
    const login = requirePhotos(ctx);
    const input = parseBody(PhotoAlbumAdd, ctx.body);
    const album = ownAlbum(ctx, login, input.Id);
    if (album.filter !== null)
      throw httpError(400, 'PhotoIds: a smart album holds a filter, not photos', 'PhotoIds');
    const added = photosOf(ctx.db, album.brand, input.PhotoIds, 'PhotoIds').map(photoId);
    const ids = [...new Set([...album.photoIds, ...added])];
    if (ids.length > PHOTO_LIMITS.albumPhotos)
      throw httpError(400, `PhotoIds: an album holds at most ${PHOTO_LIMITS.albumPhotos} photos`, 'PhotoIds');
    const albums = updateDemoState((s) => {
      const stored = s.photoAlbums?.find((a) => a.id === album.id);
      if (stored) stored.photoIds = ids;
      return s.photoAlbums;
    });
    return freshAlbums(ctx, login, albums);
  }),

  defineJsonHandler(updatePhotoAlbum, (ctx) => {
    const login = requirePhotos(ctx);
    const input = parseBody(PhotoAlbumUpdate, ctx.body);
    ownAlbum(ctx, login, input.Id);
    const albums = updateDemoState((s) => {
      const stored = s.photoAlbums?.find((a) => a.id === input.Id);
      if (stored) Object.assign(stored, { name: input.Name, shared: input.Shared });
      return s.photoAlbums;
    });
    return freshAlbums(ctx, login, albums);
  }),

  defineJsonHandler(deletePhotoAlbum, (ctx) => {
    const login = requirePhotos(ctx);
    const { Id } = parseBody(PhotoAlbumRef, ctx.body);
    ownAlbum(ctx, login, Id);
    const albums = updateDemoState((s) => {
      s.photoAlbums = (s.photoAlbums ?? []).filter((a) => a.id !== Id);
      return s.photoAlbums;
    });
    return freshAlbums(ctx, login, albums);
  }),

  defineBlobHandler(photoSlides, async (ctx) => {
    const set = exportSet(ctx, requirePhotos(ctx));
    const bytes = await writePhotoDeck({
      title: set.title,
      lines: set.lines,
      photos: set.refs.map((ref) => ({ url: photoUrlOf(ctx.db, ref), caption: photoCaption(ctx.db, ref) })),
    });
    return {
      fileName: downloadFileName('pptx', ['Photos', set.name, today(ctx)]),
      bytes,
      contentType: PPTX_CONTENT_TYPE,
    };
  }),

  defineBlobHandler(photoPdf, async (ctx) => {
    const set = exportSet(ctx, requirePhotos(ctx));
    const photos = set.refs.flatMap((ref) => {
      const raster = photoRaster(photoUrlOf(ctx.db, ref));
      return raster
        ? [
            {
              heading: ref.form.date,
              caption: photoCaption(ctx.db, ref),
              png: encodePng(raster.width, raster.height, raster.rgb),
            },
          ]
        : [];
    });
    const bytes = await writePdfReport({
      title: set.title,
      settings: [{ heading: 'Photos chosen by', lines: [...set.lines, `${set.refs.length} photos`] }],
      parts: [{ heading: 'Photos', tables: [], photos, emptyText: 'No photos.' }],
    });
    return {
      fileName: downloadFileName('pdf', ['Photos', set.name, today(ctx)]),
      bytes,
      contentType: CONTENT_TYPES.pdf,
    };
  }),
];
