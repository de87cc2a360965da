import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page's heading row: the page's only h1 and the controls beside it. Its own module: the
 * shell drawn while the session is checked (src/app/layout/pending-shell.tsx) shows the
 * same row, so the heading does not move when the page replaces it.
 */
export function PageHeading({ id, title, actions }: { id: string; title: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1} size="h2" id={id}>
        {title}
      </Title>
      {actions}
    </Group>
  );
}
