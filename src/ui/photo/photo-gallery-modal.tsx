import { Alert, Button, Group, Modal, Skeleton, Switch, Text } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useState } from 'react';
import { GALLERY_GAP, GALLERY_PHOTO_WIDTH, GALLERY_SIDE, galleryModalWidth } from './gallery-size';
import classes from './photo.module.css';
import { ZoomablePhoto } from './zoomable-photo';

export interface GalleryPhoto {
  url: string;
  /** Describes the picture (its alt text), e.g. 'Primary placement, Mar 3, 2026'. */
  alt: string;
  /** Line under the picture. */
  caption: string;
}

export interface PhotoGalleryModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** undefined while loading. */
  photos: readonly GalleryPhoto[] | undefined;
  /** A failure text ('Failed to load account images') with Retry, instead of the photos. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
}

/**
 * A modal of several photos sized by SPEC.md section 9 (gallery-size.ts), with a Zoom
 * On/Off switch: while on, each photo magnifies 2.5x under the pointer or, focused, by
 * the arrow keys.
 */
export function PhotoGalleryModal({
  opened,
  onClose,
  title,
  photos,
  error,
  onRetry,
  emptyText = 'No photos for the selected filters.',
}: PhotoGalleryModalProps) {
  const [zoom, setZoom] = useState(false);
  const { width: windowWidth } = useViewportSize();
  const count = photos?.length ?? 1;
  const width = galleryModalWidth(count, windowWidth || 1024);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={width}
      centered
      padding={GALLERY_SIDE}
      closeButtonProps={{ 'aria-label': 'Close photos' }}
      data-photo-gallery
    >
      <Group justify="flex-end" mb="sm">
        <Switch
          label="Zoom"
          onLabel="On"
          offLabel="Off"
          size="md"
          checked={zoom}
          onChange={(event) => setZoom(event.currentTarget.checked)}
        />
      </Group>
      {error ? (
        <Alert color="red" title="Error" role="alert">
          <Text size="sm">{error}</Text>
          {onRetry ? (
            <Button size="xs" variant="light" mt="xs" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </Alert>
      ) : photos === undefined ? (
        <Skeleton
          height={Math.round(GALLERY_PHOTO_WIDTH * 0.75)}
          radius="sm"
          role="status"
          aria-label="Loading photos"
        />
      ) : photos.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {emptyText}
        </Text>
      ) : (
        <div className={classes.gallery} style={{ gap: GALLERY_GAP }}>
          {photos.map((photo) => (
            <figure key={photo.url} style={{ margin: 0, width: GALLERY_PHOTO_WIDTH, maxWidth: '100%' }}>
              <ZoomablePhoto src={photo.url} alt={photo.alt} width={GALLERY_PHOTO_WIDTH} zoom={zoom} />
              <Text component="figcaption" size="xs" c="dimmed" mt={4}>
                {photo.caption}
              </Text>
            </figure>
          ))}
        </div>
      )}
    </Modal>
  );
}
