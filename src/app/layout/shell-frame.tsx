import { AppShell, Divider, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import classes from './layout.module.css';

interface ShellFrameProps {
  /** The header's start: the burger and the logo (the divider after them is the frame's). */
  start: ReactNode;
  /** The brand in the welcome line; the line keeps its room while there is none. */
  welcomeName: string | null;
  /** The header's end: the demo badge, the palette, the user menu. */
  end?: ReactNode;
  /** The section links (the header's second row on wide screens). */
  nav?: ReactNode;
  /** What sits beside the frame: the progress bar, the shortcuts help, the drawer. */
  overlays?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in shell's geometry, in one place: the signed-in layout (app-layout.tsx) and
 * the shell drawn while a stored token is being checked (pending-shell.tsx) both use it, so
 * nothing moves when the one replaces the other.
 */
export function ShellFrame({ start, welcomeName, end, nav, overlays, children }: ShellFrameProps) {
  return (
    <AppShell header={{ height: { base: 84, sm: 56, md: 100 } }} footer={{ height: 40 }} padding="md">
      {overlays}
      <AppShell.Header>
        <div className={classes.headerRow}>
          <Group wrap="nowrap" gap="sm" className={classes.headerStart}>
            {start}
            <Divider orientation="vertical" visibleFrom="lg" h={24} />
          </Group>
          <Text className={classes.welcome} fw={500} truncate="end">
            {welcomeName === null ? null : `Welcome, ${welcomeName}!`}
          </Text>
          <Group wrap="nowrap" gap="sm" className={classes.headerEnd}>
            {end}
          </Group>
        </div>
        <Group className={classes.navRow} visibleFrom="md">
          {nav}
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
