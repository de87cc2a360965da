import { Text, VisuallyHidden } from '@mantine/core';
import classes from './pace.module.css';
import type { PaceReading } from './pace-reading';

/** A card's pace line: the short text on screen, the full sentence for screen readers. */
export function PacingLine({ reading }: { reading: PaceReading }) {
  return (
    <Text
      component="dd"
      size="xs"
      fw={500}
      className={`${classes.line} ${classes[reading.status]}`}
      data-pace={reading.status}
    >
      <span aria-hidden>{reading.text}</span>
      <VisuallyHidden>{reading.label}</VisuallyHidden>
    </Text>
  );
}
