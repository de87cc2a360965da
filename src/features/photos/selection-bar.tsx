import { Button, Group, Modal, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { PHOTO_LIMITS, type PhotoAlbum } from '@/api/contract/photos';
import type { RequestParams } from '@/api/contract/request-params';
import { notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { ExportButtons } from './export-buttons';
import { albumsToAddTo, parseAlbumName, type Selection } from './photos-model';
import { useAlbumChange } from './album-changes';
import { AlbumNameInput } from './album-name-input';

const NEW_ALBUM = 'new';

/** Add the selection to one of the user's albums of the brand, or to a new one. */
function AddToAlbumModal({
  opened,
  onClose,
  albums,
  brand,
  photoIds,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  albums: readonly PhotoAlbum[];
  brand: string;
  photoIds: string[];
  onAdded: () => void;
}) {
  const change = useAlbumChange();
  const targets = useMemo(() => albumsToAddTo(albums, brand), [albums, brand]);
  const [target, setTarget] = useState(NEW_ALBUM);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (target === NEW_ALBUM) {
        const parsed = parseAlbumName(name);
        if ('error' in parsed) return setError(parsed.error);
        await change.mutateAsync({
          kind: 'create',
          input: { Name: parsed.name, Brand: brand, Shared: shared, PhotoIds: photoIds, Filter: null },
        });
        notifySuccess(
          `${photoIds.length} ${photoIds.length === 1 ? 'photo' : 'photos'} added to ${parsed.name}.`,
        );
      } else {
        const album = targets.find((a) => String(a.id) === target);
        if (!album) return;
        await change.mutateAsync({ kind: 'add', id: album.id, photoIds });
        notifySuccess(
          `${photoIds.length} ${photoIds.length === 1 ? 'photo' : 'photos'} added to ${album.name}.`,
        );
      }
      onAdded();
      onClose();
    } catch (e) {
      notifyFailure(e);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add to album" size={570} centered>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <NativeSelect
            label="Album"
            value={target}
            onChange={(e) => setTarget(e.currentTarget.value)}
            data={[
              { value: NEW_ALBUM, label: 'New album' },
              ...targets.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
          />
          {target === NEW_ALBUM ? (
            <>
              <AlbumNameInput
                value={name}
                error={error}
                onChange={(value) => {
                  setName(value);
                  setError(null);
                }}
              />
              <NativeSelect
                label="Who sees it"
                value={shared ? 'brand' : 'me'}
                onChange={(e) => setShared(e.currentTarget.value === 'brand')}
                data={[
                  { value: 'me', label: 'Only me' },
                  { value: 'brand', label: `Every user of ${brand}` },
                ]}
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface Props {
  selection: Selection;
  albums: readonly PhotoAlbum[];
  brand: string;
  params: RequestParams;
  onClear: () => void;
}

/** What to do with the selected photos: add them to an album, export them, or let go. */
export function SelectionBar({ selection, albums, brand, params, onClear }: Props) {
  const [adding, setAdding] = useState(false);
  const ids = useMemo(() => [...selection.keys()], [selection]);
  const values = useMemo(() => ({ ids }), [ids]);
  if (selection.size === 0) return null;
  return (
    <Paper withBorder p="sm" radius="sm" data-selection-bar>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500} aria-live="polite">
            {`${selection.size} ${selection.size === 1 ? 'photo' : 'photos'} selected${selection.size >= PHOTO_LIMITS.selection ? ` (at most ${PHOTO_LIMITS.selection})` : ''}`}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => setAdding(true)}>
              Add to album
            </Button>
            <Button size="xs" variant="subtle" onClick={onClear}>
              Clear selection
            </Button>
          </Group>
        </Group>
        <ExportButtons params={params} values={values} of="the selected photos" />
      </Stack>
      {adding ? (
        <AddToAlbumModal
          opened
          onClose={() => setAdding(false)}
          albums={albums}
          brand={brand}
          photoIds={ids}
          onAdded={onClear}
        />
      ) : null}
    </Paper>
  );
}
