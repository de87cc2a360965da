import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { PhotoAlbum, PhotoAlbums } from '@/api/contract/photos';
import { notifyFailure } from '@/ui/notify/notify';
import { Panel, type PanelQuery } from '@/ui/panel/panel';
import classes from './photos.module.css';
import { albumSummary, parseAlbumName } from './photos-model';
import { useAlbumChange } from './album-changes';
import { AlbumNameInput } from './album-name-input';

export const ALBUMS_TITLE = 'Albums';
export const PHOTOS_PATH = '/merchandising/photos';

/** A name form in a modal: rename an album, or name a new smart album. */
export function AlbumNameModal({
  opened,
  title,
  initial,
  submitLabel,
  children,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  initial: string;
  submitLabel: string;
  children?: ReactNode;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAlbumName(name);
    if ('error' in parsed) return setError(parsed.error);
    setBusy(true);
    try {
      await onSubmit(parsed.name);
      onClose();
    } catch (e) {
      notifyFailure(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={570} centered>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <AlbumNameInput
            value={name}
            error={error}
            onChange={(value) => {
              setName(value);
              setError(null);
            }}
          />
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A smart album is its saved library link: a real anchor, navigated inside the app. */
function SmartAlbumLink({ album, filter }: { album: PhotoAlbum; filter: string }) {
  const router = useRouter();
  const href = `${PHOTOS_PATH}${filter}`;
  return (
    <Anchor
      href={href}
      fw={500}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {album.name}
    </Anchor>
  );
}

function AlbumRow({
  album,
  current,
  onOpen,
  onRename,
  onDelete,
}: {
  album: PhotoAlbum;
  current: boolean;
  onOpen: (album: PhotoAlbum) => void;
  onRename: (album: PhotoAlbum) => void;
  onDelete: (album: PhotoAlbum) => void;
}) {
  const change = useAlbumChange();
  return (
    <Group
      component="li"
      justify="space-between"
      gap="xs"
      className={classes.albumRow}
      data-album={album.name}
    >
      <Stack gap={0}>
        {album.filter !== null ? (
          <SmartAlbumLink album={album} filter={album.filter} />
        ) : (
          <Anchor
            component="button"
            type="button"
            fw={500}
            onClick={() => onOpen(album)}
            aria-current={current || undefined}
          >
            {album.name}
          </Anchor>
        )}
        <Text size="xs" c="dimmed">
          {albumSummary(album)}
        </Text>
      </Stack>
      {album.mine ? (
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant={album.shared ? 'light' : 'subtle'}
            aria-pressed={album.shared}
            aria-label={`Share ${album.name} with the users of ${album.brand}`}
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'update', id: album.id, name: album.name, shared: !album.shared },
                { onError: (error) => notifyFailure(error) },
              )
            }
          >
            Share
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onRename(album)}
            aria-label={`Rename ${album.name}`}
          >
            Rename
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => onDelete(album)}
            aria-label={`Delete ${album.name}`}
          >
            Delete
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}

interface Props {
  query: PanelQuery<PhotoAlbums>;
  /** The album shown in the grid, if any. */
  current: number | null;
  onOpen: (album: PhotoAlbum | null) => void;
  /** Saves the library's filter as a smart album (absent while an album is shown). */
  onSaveSmart: (() => void) | null;
}

/**
 * The user's albums and the shared albums of their brands: open one (a smart album opens
 * its filter in the library), and rename, share or delete their own.
 */
export function AlbumsPanel({ query, current, onOpen, onSaveSmart }: Props) {
  const change = useAlbumChange();
  const [renaming, setRenaming] = useState<PhotoAlbum | null>(null);
  const [deleting, setDeleting] = useState<PhotoAlbum | null>(null);
  return (
    <Panel
      title={ALBUMS_TITLE}
      name="photo-albums"
      permission={{ section: 'merchandising', key: 'accountImages' }}
      query={query}
      skeletonHeight={120}
      actions={
        <Group gap="xs">
          {current !== null ? (
            <Button size="xs" variant="light" onClick={() => onOpen(null)}>
              Back to all photos
            </Button>
          ) : null}
          {onSaveSmart ? (
            <Button size="xs" variant="light" onClick={onSaveSmart}>
              Save as smart album
            </Button>
          ) : null}
        </Group>
      }
    >
      {(data) => (
        <>
          {data.albums.length === 0 ? (
            <Text size="sm" c="dimmed">
              No albums yet. Select photos and add them to an album, or save this filter as a smart album.
            </Text>
          ) : (
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Albums">
              {data.albums.map((album) => (
                <AlbumRow
                  key={album.id}
                  album={album}
                  current={album.id === current}
                  onOpen={onOpen}
                  onRename={setRenaming}
                  onDelete={setDeleting}
                />
              ))}
            </Stack>
          )}
          {renaming ? (
            <AlbumNameModal
              opened
              title="Rename album"
              initial={renaming.name}
              submitLabel="Save"
              onClose={() => setRenaming(null)}
              onSubmit={(name) =>
                change.mutateAsync({ kind: 'update', id: renaming.id, name, shared: renaming.shared })
              }
            />
          ) : null}
          <Modal
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            title="Delete album"
            size={570}
            centered
          >
            <Stack gap="sm">
              <Text size="sm">{`Delete the album “${deleting?.name ?? ''}”? Its photos stay in the library. This action cannot be undone.`}</Text>
              <Group justify="flex-end">
                <Button
                  color="red"
                  loading={change.isPending}
                  onClick={() => {
                    if (!deleting) return;
                    const id = deleting.id;
                    change.mutate(
                      { kind: 'delete', id },
                      {
                        onSuccess: () => {
                          setDeleting(null);
                          if (id === current) onOpen(null);
                        },
                        onError: (error) => notifyFailure(error),
                      },
                    );
                  }}
                >
                  Delete
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      )}
    </Panel>
  );
}
