import { UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { firedAlertsQuery } from '@/ui/alerts/alert-queries';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import classes from './layout.module.css';
import { StrokeIcon } from '@/ui/icons/stroke-icon';

// The list opens on a click: its code is not part of any page's first load.
const AlertsPanel = lazyComponent(() => import('./alerts-panel').then((m) => m.AlertsPanel));

/** The bell's name: its label first, then what it counts. */
export const bellLabel = (unread: number | undefined): string =>
  unread === undefined ? 'Alerts' : `Alerts, ${unread} unread`;

/**
 * The header's bell: the count of unread fired alerts, asked for when the app loads (the
 * browser demo checks the rules that are due then). A click opens the list.
 */
export function AlertsBell() {
  const [open, setOpen] = useState(false);
  const fired = useQuery(firedAlertsQuery());
  const unread = fired.data?.unread;
  return (
    <>
      {/* UnstyledButton, not ActionIcon or Indicator: the shell's chunk stays as it is. */}
      <UnstyledButton
        className={classes.iconButton}
        aria-label={bellLabel(unread)}
        title="Alerts"
        onClick={() => setOpen(true)}
        data-alerts-unread={unread ?? ''}
      >
        <BellIcon />
        {unread ? (
          <span className={classes.bellCount} aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </UnstyledButton>
      {open ? <AlertsPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function BellIcon() {
  return (
    <StrokeIcon>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </StrokeIcon>
  );
}
