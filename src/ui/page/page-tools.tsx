import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { notifyError, notifySuccess } from '@/ui/notify/notify';
import { isVisiblePanelQuery, oldestVisibleData, updatedText } from './freshness';

/** How often the stamp's text is re-derived ('2 min ago' turns into '3 min ago'). */
const TICK_MS = 15_000;

export const LINK_COPIED = 'Link copied to the clipboard';
export const LINK_NOT_COPIED = 'The link could not be copied.';

/** The page's freshness stamp, live: the oldest visible panel data's age. */
function useFreshness(): number | null {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => oldestVisibleData(cache.getAll()),
  );
}

function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Beside every section's heading: when the data was fetched, Refresh (the
 * panels on screen only: their active queries, not the filter options or other pages'
 * cache) and Copy link (the URL holds the whole view, so it is the view to share), then the
 * page's own tools (`children`).
 */
export function PageTools({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const fetchedAt = useFreshness();
  const now = useNow();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ type: 'active', predicate: isVisiblePanelQuery });
    } finally {
      setRefreshing(false);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notifySuccess(LINK_COPIED);
    } catch {
      notifyError(LINK_NOT_COPIED);
    }
  };

  return (
    <Group gap="xs" wrap="wrap" data-page-tools>
      {fetchedAt !== null ? (
        <Text
          size="sm"
          c="dimmed"
          data-fetched-at={fetchedAt}
          // The full date and time as the pointer's tooltip, written when first pointed at:
          // a page load's first toLocaleString initialises the browser's date formatting,
          // 20-80 ms on a phone in the task that draws the first data (measured).
          onPointerEnter={(event) => {
            event.currentTarget.title = new Date(fetchedAt).toLocaleString();
          }}
        >
          {updatedText(fetchedAt, Math.max(now, fetchedAt))}
        </Text>
      ) : (
        // The stamp's room is kept before the data comes: on a phone the stamp wraps the
        // tools onto their own line, and arriving later it pushed the whole page down
        // (a 0.14-0.18 layout shift on every section, Lighthouse mobile).
        <Text size="sm" aria-hidden style={{ visibility: 'hidden' }}>
          {updatedText(now, now)}
        </Text>
      )}
      <Button size="xs" variant="default" onClick={() => void refresh()} loading={refreshing}>
        Refresh
      </Button>
      <Button size="xs" variant="default" onClick={() => void copyLink()}>
        Copy link
      </Button>
      {children}
    </Group>
  );
}
