import { Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import classes from './photo.module.css';
import { PhotoPlaceholder } from './photo-placeholder';
import { safeImageSrc } from './safe-image-src';

export const THUMBNAIL_SIZE = 75;
export const PHOTO_MODAL_WIDTH = 700;
export const PHOTO_WIDTH = 600;

export interface PhotoThumbnailProps {
  /** Picture URL; empty or null shows the placeholder. */
  src: string | null | undefined;
  /** Describes the picture, e.g. 'Storefront of Corner Market'. */
  alt: string;
  /** Modal title (defaults to `alt`). */
  title?: string;
  /** Thumbnail edge in px (default 75). */
  size?: number;
  /** Modal width (default 700) and picture width inside it (default 600). */
  modalWidth?: number;
  photoWidth?: number;
}

function ModalPhoto({ src, alt, width }: { src: string; alt: string; width: number }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <PhotoPlaceholder width="100%" height={Math.round(width * 0.6)} />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      className={classes.photo}
      style={{ maxWidth: '100%', height: 'auto' }}
      onError={() => setBroken(true)}
    />
  );
}

/**
 * A 75x75 store thumbnail: a button that opens the 600 px picture in a 700 px modal
 * (click, Enter or Space, as native buttons do). A missing or broken picture shows the
 * 'No photo' placeholder instead, and there is nothing to open.
 */
export function PhotoThumbnail({
  src: rawSrc,
  alt,
  title,
  size = THUMBNAIL_SIZE,
  modalWidth = PHOTO_MODAL_WIDTH,
  photoWidth = PHOTO_WIDTH,
}: PhotoThumbnailProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const src = safeImageSrc(rawSrc);
  // Keyed by URL: a new picture (another pin) gets a fresh chance to load.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!src || brokenSrc === src) return <PhotoPlaceholder width={size} height={size} />;
  return (
    <>
      <UnstyledButton
        className={classes.thumbButton}
        w={size}
        h={size}
        onClick={open}
        aria-haspopup="dialog"
        aria-label={`Open photo: ${alt}`}
      >
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          className={classes.thumb}
          onError={() => setBrokenSrc(src)}
        />
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={title ?? alt} size={modalWidth} centered>
        <div className={classes.photoFrame}>
          <ModalPhoto src={src} alt={alt} width={photoWidth} />
        </div>
      </Modal>
    </>
  );
}
