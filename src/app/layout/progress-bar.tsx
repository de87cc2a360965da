import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import classes from './layout.module.css';

/**
 * Query or mutation `meta` marking a download: the progress bar ignores it (downloads
 * show their own button state, docs/decisions.md, Loading). Only needed when a download goes
 * through TanStack Query at all; plain `downloadFile` calls are invisible to the bar.
 */
export const DOWNLOAD_META = { download: true } as const;

const isDownload = (meta: Record<string, unknown> | undefined): boolean => meta?.download === true;

/** Waiting this long before showing the bar keeps cached and fast answers flicker-free. */
export const PROGRESS_DELAY_MS = 200;

/** The thin app-wide bar shown while any non-download request is in flight. */
export function AppProgressBar() {
  const fetching = useIsFetching({ predicate: (query) => !isDownload(query.meta) });
  const mutating = useIsMutating({ predicate: (mutation) => !isDownload(mutation.options.meta) });
  const busy = fetching + mutating > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(busy), busy ? PROGRESS_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!busy || !shown) return null;
  return (
    <div className={classes.progress} role="progressbar" aria-label="Loading data">
      <div className={classes.progressBar} />
    </div>
  );
}
