import { Stack, Text } from '@mantine/core';
import classes from './photo.module.css';

export const NO_PHOTO_TEXT = 'No photo';

/** Shown instead of a missing or broken picture (SPEC.md sections 4 and 8). */
export function PhotoPlaceholder({
  width,
  height,
  label = NO_PHOTO_TEXT,
}: {
  width: number | string;
  height: number | string;
  label?: string;
}) {
  const small = typeof height === 'number' && height < 100;
  return (
    <Stack
      className={classes.placeholder}
      w={width}
      h={height}
      gap={2}
      align="center"
      justify="center"
      role="img"
      aria-label={label}
      data-photo-placeholder
    >
      <svg
        width={small ? 22 : 48}
        height={small ? 22 : 48}
        viewBox="0 0 24 24"
        aria-hidden
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 7a2 2 0 0 1 2-2h2l1.5-2h7L17 5h2a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
        <circle cx="12" cy="12.5" r="3.5" />
        <path d="M3 3l18 18" />
      </svg>
      <Text size={small ? '10px' : 'sm'} lh={1.1} c="dimmed" aria-hidden>
        {label}
      </Text>
    </Stack>
  );
}
