import { Skeleton } from '@mantine/core';

/**
 * What a lazily loaded panel shows while its code downloads: a skeleton carrying the same
 * `data-state="loading"` a panel waiting for its data carries, so whoever waits for the
 * page to settle (tests, the bench, assistive tech through aria-busy) also waits for
 * panels whose code has not arrived yet.
 */
export function PanelCodeLoading({ height = 360 }: { height?: number }) {
  return <Skeleton height={height} radius="md" data-state="loading" aria-busy="true" />;
}
