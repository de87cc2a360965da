import { Center, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import classes from './chart-figure.module.css';
import { EMPTY_CHART_MESSAGE } from './types';

export interface ChartFigureProps {
  title: string;
  hideTitle?: boolean;
  /** True when there is nothing to plot: the empty message replaces chart, legend and table. */
  empty: boolean;
  emptyMessage?: string;
  height: number;
  legend?: ReactNode;
  /** The text alternative (a ChartDataTable), read by screen readers only. */
  table?: ReactNode;
  /** A pointer came onto the plot (charts mount their tooltip then). */
  onPointerEnter?: () => void;
  children: ReactNode;
}

/**
 * The frame every chart shares: a <figure> named by its caption, the plot (hidden from
 * assistive technology, which gets the data table instead), the legend and the
 * visually hidden data table.
 */
export function ChartFigure({
  title,
  hideTitle,
  empty,
  emptyMessage = EMPTY_CHART_MESSAGE,
  height,
  legend,
  table,
  onPointerEnter,
  children,
}: ChartFigureProps) {
  const captionId = useId();
  const caption = (
    <Text component="figcaption" id={captionId} fw={600} size="md" mb="xs">
      {title}
    </Text>
  );
  return (
    <figure
      className={classes.figure}
      aria-labelledby={captionId}
      data-chart={title}
      data-empty={empty || undefined}
    >
      {hideTitle ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
      {empty ? (
        <Center className={classes.empty} style={{ height: Math.min(height, 240) }}>
          <Text c="dimmed" size="sm" role="status">
            {emptyMessage}
          </Text>
        </Center>
      ) : (
        <>
          <div className={classes.plot} style={{ height }} aria-hidden onPointerEnter={onPointerEnter}>
            {children}
          </div>
          {legend}
          {table}
        </>
      )}
    </figure>
  );
}
