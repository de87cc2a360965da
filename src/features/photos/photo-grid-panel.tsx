import { Badge, Button, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PHOTO_PAGE_SIZE, photoTypeText, type LibraryPhoto, type PhotoPage } from '@/api/contract/photos';
import type { RequestParams } from '@/api/contract/request-params';
import { formatDateLabel } from '@/lib/format';
import { AccountLink } from '@/ui/links/account-link';
import { Panel, type PanelQuery } from '@/ui/panel/panel';
import { PhotoGalleryModal } from '@/ui/photo/photo-gallery-modal';
import { safeImageSrc } from '@/ui/photo/safe-image-src';
import { pageCountOf, useLastPageWhenPast } from '@/ui/table/server-paging';
import classes from './photos.module.css';
import {
  galleryPhotos,
  photoDescription,
  photoRangeText,
  selectionFull,
  type Selection,
} from './photos-model';
import { ServerPager } from '@/ui/table/server-pager';

function CardPicture({ photo }: { photo: LibraryPhoto }) {
  const src = safeImageSrc(photo.url);
  const before = photo.beforeUrl ? safeImageSrc(photo.beforeUrl) : null;
  if (before && src)
    return (
      <span className={classes.pair}>
        <span className={classes.half}>
          <img src={before} alt="" loading="lazy" className={classes.picture} />
          <Badge size="xs" className={classes.pairLabel}>
            Before
          </Badge>
        </span>
        <span className={classes.half}>
          <img src={src} alt="" loading="lazy" className={classes.picture} />
          <Badge size="xs" className={classes.pairLabel}>
            After
          </Badge>
        </span>
      </span>
    );
  return src ? <img src={src} alt="" loading="lazy" className={classes.picture} /> : null;
}

function PhotoCard({
  photo,
  params,
  selected,
  canSelect,
  onToggle,
  onOpen,
}: {
  photo: LibraryPhoto;
  params: RequestParams;
  selected: boolean;
  canSelect: boolean;
  onToggle: (photo: LibraryPhoto) => void;
  onOpen: (photo: LibraryPhoto) => void;
}) {
  const description = photoDescription(photo);
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="sm"
      className={classes.card}
      data-photo-card={photo.id}
      data-photo-type={photo.type}
      data-selected={selected || undefined}
    >
      <Stack gap={6}>
        <UnstyledButton
          className={classes.open}
          onClick={() => onOpen(photo)}
          aria-haspopup="dialog"
          aria-label={`Open photo: ${photo.beforeUrl ? 'Before and after, ' : ''}${description}`}
        >
          <CardPicture photo={photo} />
        </UnstyledButton>
        <AccountLink id={photo.accountId} params={params} label={`${photo.accountName}: open account`}>
          {photo.accountName}
        </AccountLink>
        <Text size="xs" c="dimmed">
          {`${formatDateLabel(photo.date)} · ${photo.representative}`}
        </Text>
        <Text size="xs" fw={500} data-photo-type-text>
          {photoTypeText(photo.type, photo.placements)}
        </Text>
        {/* A toggle button rather than a checkbox: the pages' shared chunks already hold it. */}
        <Button
          size="compact-xs"
          variant={selected ? 'filled' : 'default'}
          w="fit-content"
          aria-pressed={selected}
          aria-label={`Select ${description}`}
          disabled={!selected && !canSelect}
          onClick={() => onToggle(photo)}
        >
          Select
        </Button>
      </Stack>
    </Paper>
  );
}

interface Props {
  title: string;
  query: PanelQuery<PhotoPage>;
  page: number;
  onPage: (page: number) => void;
  params: RequestParams;
  selection: Selection;
  onToggle: (photo: LibraryPhoto) => void;
  /** Above the grid: the type and placement controls, the exports. */
  tools: (data: PhotoPage) => ReactNode;
  /** Where the grid is empty: why. */
  emptyText: string;
}

/**
 * One page of photos as cards (store, date, rep and type), each opening the photo modal
 * with zoom (a before/after pair shows both) and linking to its account; pages from the API.
 */
export function PhotoGridPanel({
  title,
  query,
  page,
  onPage,
  params,
  selection,
  onToggle,
  tools,
  emptyText,
}: Props) {
  const [opened, setOpened] = useState<LibraryPhoto | null>(null);
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  const pages = (n: number) => pageCountOf(n, PHOTO_PAGE_SIZE);
  useLastPageWhenPast(page, total === undefined ? undefined : pages(total), onPage);
  const canSelect = !selectionFull(selection);
  return (
    <Panel
      title={title}
      name="photo-grid"
      permission={{ section: 'merchandising', key: 'accountImages' }}
      query={query}
      skeletonHeight={640}
    >
      {(data) => (
        <Stack gap="sm">
          {tools(data)}
          <Text size="sm" data-count={data.total}>
            {data.total === 0
              ? emptyText
              : `${photoRangeText(Math.min(page, pages(data.total)), PHOTO_PAGE_SIZE, data.photos.length, data.total)}${data.pairs > 0 ? ` · ${data.pairs.toLocaleString('en-US')} before/after ${data.pairs === 1 ? 'pair' : 'pairs'}` : ''}`}
          </Text>
          {data.photos.length > 0 ? (
            <ul className={classes.grid} aria-label={`${title}: photos`}>
              {data.photos.map((photo) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  params={params}
                  selected={selection.has(photo.id)}
                  canSelect={canSelect}
                  onToggle={onToggle}
                  onOpen={setOpened}
                />
              ))}
            </ul>
          ) : null}
          <ServerPager
            label={`${title} pages`}
            pages={pages(data.total)}
            page={Math.min(page, pages(data.total))}
            onChange={onPage}
          />
          <PhotoGalleryModal
            opened={opened !== null}
            onClose={() => setOpened(null)}
            title={opened ? `${opened.accountName}, ${formatDateLabel(opened.date)}` : ''}
            photos={opened ? galleryPhotos(opened) : []}
          />
        </Stack>
      )}
    </Panel>
  );
}
