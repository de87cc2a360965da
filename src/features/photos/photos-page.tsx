import { Anchor, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { getRouteApi, Link, useLocation } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  PHOTO_LIMITS,
  PHOTO_TYPES,
  PHOTO_TYPE_LABELS,
  type LibraryPhoto,
  type PhotoAlbum,
  type PhotoPage,
  type PhotoType,
} from '@/api/contract/photos';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { choicesFor } from '@/filters/options';
import { useSectionFilter } from '@/filters/use-section-filter';
import { PageFrame } from '@/ui/page/page-frame';
import { PageTools } from '@/ui/page/page-tools';
import { usePanelQuery, usePrefetchRequests } from '@/ui/page/use-panel-requests';
import { AlbumNameModal, AlbumsPanel } from './albums-panel';
import { ExportButtons } from './export-buttons';
import { PhotoGridPanel } from './photo-grid-panel';
import { toggleSelected, type Selection } from './photos-model';
import { useAlbumChange } from './album-changes';
import { photosRequests } from './queries';
import { SelectionBar } from './selection-bar';
import {
  albumPatch,
  exportValues,
  pagePatch,
  placementPatch,
  readPhotosView,
  smartAlbumFilter,
  typePatch,
  type PhotosView,
  type PhotosViewSearch,
} from './view-state';

const route = getRouteApi('/_authenticated/merchandising_/photos');

export const PAGE_TITLE = 'Photo library';
export const LIBRARY_TITLE = 'Photos';
const ALL = 'all';

function LibraryControls({
  view,
  placements,
  onType,
  onPlacement,
}: {
  view: PhotosView;
  placements: readonly string[];
  onType: (type: PhotoType | null) => void;
  onPlacement: (placement: string | null) => void;
}) {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Photo type"
        size="xs"
        value={view.type ?? ALL}
        onChange={(e) => onType(e.currentTarget.value === ALL ? null : (e.currentTarget.value as PhotoType))}
        data={[
          { value: ALL, label: 'All types' },
          ...PHOTO_TYPES.map((t) => ({ value: t, label: PHOTO_TYPE_LABELS[t] })),
        ]}
      />
      <NativeSelect
        label="Placement"
        size="xs"
        value={view.placement ?? ALL}
        onChange={(e) => onPlacement(e.currentTarget.value === ALL ? null : e.currentTarget.value)}
        data={[{ value: ALL, label: 'All placements' }, ...placements]}
      />
    </Group>
  );
}

interface ContentProps {
  params: RequestParams;
  brand: string;
  placements: readonly string[];
  view: PhotosView;
  update: (patch: PhotosViewSearch, replace: boolean) => void;
}

/** Everything under the filter board; keyed by brand, so a selection never mixes brands. */
function PhotosContent({ params, brand, placements, view, update }: ContentProps) {
  const requests = useMemo(() => photosRequests(view), [view]);
  const grid = usePanelQuery('merchandising', requests.grid, params);
  const albums = usePanelQuery('merchandising', requests.albums, params);
  const [selection, setSelection] = useState<Selection>(() => new Map());
  const [savingSmart, setSavingSmart] = useState(false);
  const change = useAlbumChange();
  const { searchStr } = useLocation();

  const onToggle = useCallback((photo: LibraryPhoto) => setSelection((s) => toggleSelected(s, photo)), []);
  const onPage = useCallback((page: number) => update(pagePatch(page), true), [update]);
  const onOpen = useCallback(
    (album: PhotoAlbum | null) => update(albumPatch(album?.id ?? null), false),
    [update],
  );
  const album = view.album === null ? null : (albums.data?.albums.find((a) => a.id === view.album) ?? null);
  const filterValues = useMemo(() => exportValues(view), [view]);
  const albumValues = useMemo(() => ({ albumId: String(view.album) }), [view.album]);

  const tools = (data: PhotoPage) =>
    view.album === null ? (
      <Group justify="space-between" align="flex-end" gap="sm">
        <LibraryControls
          view={view}
          placements={placements}
          onType={(type) => update(typePatch(type), false)}
          onPlacement={(placement) => update(placementPatch(placement), false)}
        />
        <Stack gap={2} align="flex-end">
          <ExportButtons
            params={params}
            values={filterValues}
            of="the filtered photos"
            disabled={data.total === 0 || data.total > PHOTO_LIMITS.export}
          />
          {data.total > PHOTO_LIMITS.export ? (
            <Text size="xs" c="dimmed">
              {`Over ${PHOTO_LIMITS.export} photos: narrow the filter or select photos to export.`}
            </Text>
          ) : null}
        </Stack>
      </Group>
    ) : (
      <Group justify="flex-end">
        <ExportButtons params={{}} values={albumValues} of="the album" disabled={data.total === 0} />
      </Group>
    );

  return (
    <Stack gap="md">
      <AlbumsPanel
        query={albums}
        current={view.album}
        onOpen={onOpen}
        onSaveSmart={view.album === null ? () => setSavingSmart(true) : null}
      />
      <SelectionBar
        selection={selection}
        albums={albums.data?.albums ?? []}
        brand={brand}
        params={params}
        onClear={() => setSelection(new Map())}
      />
      <PhotoGridPanel
        title={view.album === null ? LIBRARY_TITLE : `Album: ${album?.name ?? ''}`}
        query={grid}
        page={view.page}
        onPage={onPage}
        params={params}
        selection={selection}
        onToggle={onToggle}
        tools={tools}
        emptyText={view.album === null ? 'No photos for the selected filters.' : 'This album has no photos.'}
      />
      {savingSmart ? (
        <AlbumNameModal
          opened
          title="Save as smart album"
          initial=""
          submitLabel="Save"
          onClose={() => setSavingSmart(false)}
          onSubmit={(name) =>
            change.mutateAsync({
              kind: 'create',
              input: {
                Name: name,
                Brand: brand,
                Shared: false,
                PhotoIds: [],
                Filter: smartAlbumFilter(searchStr) || '?',
              },
            })
          }
        >
          <Text size="sm" c="dimmed">
            A smart album keeps this filter and always shows the photos that match it today.
          </Text>
        </AlbumNameModal>
      ) : null}
    </Stack>
  );
}

/**
 * The photo library: every merchandising photo of the Merchandising filter, by type and
 * placement, page by page; albums; slide and PDF exports.
 */
export function PhotosPage() {
  const filter = useSectionFilter('merchandising');
  const permissions = usePermissions();
  const search = route.useSearch();
  const { photoType, placement, page, album } = search;
  const view = useMemo(
    () => readPhotosView({ photoType, placement, page, album }),
    [photoType, placement, page, album],
  );
  const requests = useMemo(() => photosRequests(view), [view]);
  const onPrefetch = usePrefetchRequests('merchandising', requests);
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: PhotosViewSearch, replace: boolean) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  );
  const brand = filter.status === 'ready' ? (filter.applied.brand ?? '') : '';
  return (
    <PageFrame title={PAGE_TITLE} actions={<PageTools />}>
      <Anchor
        component={Link}
        to="/merchandising"
        search={{ brand: search.brand } as never}
        size="sm"
        w="fit-content"
      >
        Back to Merchandising
      </Anchor>
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <PhotosContent
            key={brand}
            params={filter.params}
            brand={brand}
            placements={choicesFor(filter.options, 'secondary', brand)}
            view={view}
            update={update}
          />
        </DrillDownArea>
      ) : null}
    </PageFrame>
  );
}
