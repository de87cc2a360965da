import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-row.module.css';

/**
 * One term and its value in a `<dl>` laid out as a grid (a map popup, the account header):
 * the term small and dimmed above the value. `wide` spans the grid's whole row.
 */
export function DetailRow({
  term,
  children,
  wide = false,
}: {
  term: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${classes.row} ${classes.wide}` : classes.row}>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm">
        {children}
      </Text>
    </div>
  );
}
