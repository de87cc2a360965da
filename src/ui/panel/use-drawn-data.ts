import { useDeferredValue, useState } from 'react';
import type { PanelQuery } from './panel-query';

/** The query shows no current answer: nothing yet, another filter's data, or data being checked again. */
export const isWaiting = (query: PanelQuery<unknown>): boolean =>
  query.data === undefined || query.isPlaceholderData || query.isRefetching === true;

interface Seen<T> {
  data: T | undefined;
  waiting: boolean;
  /** `data` replaced data the panel was waiting to replace. */
  afterWait: boolean;
}

/**
 * The data a panel draws. An answer reaches the panels through TanStack's store, which React
 * renders at once and in one piece; an answer the panel waited for (a skeleton or older data
 * on screen) is drawn from a deferred value instead, so its render is a transition React
 * slices and yields between, the older data staying on screen until it is done. A flip from
 * one current answer to another already in the cache draws at once: the user asked for it,
 * and its drawing is kept (`KeepRecent`), so it costs a style change.
 */
export function useDrawnData<T>(query: PanelQuery<T>): T | undefined {
  const { data } = query;
  const waiting = isWaiting(query);
  const [seen, setSeen] = useState<Seen<T>>({ data, waiting, afterWait: true });
  const afterWait = seen.data !== data ? seen.waiting : seen.afterWait;
  // What this render learnt, kept for the next (React's "information from previous renders").
  if (seen.data !== data || seen.waiting !== waiting) setSeen({ data, waiting, afterWait });
  const deferred = useDeferredValue(data);
  return afterWait ? deferred : data;
}
