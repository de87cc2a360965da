import type { ReactNode } from 'react';
import { useState } from 'react';
import classes from './keep-recent.module.css';

interface Entry {
  id: number;
  key: unknown;
  deps: readonly unknown[];
  node: ReactNode;
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** How many drawings a panel keeps: the current one and the two before it (a flip A -> B -> A). */
export const KEEP_RECENT_DEFAULT = 3;

/**
 * The last few drawings of a panel, most recent last. Looking up a key whose deps are
 * unchanged hands back the very element drawn before, so React skips that subtree.
 */
export class RecentDrawings {
  private entries: Entry[] = [];
  private nextId = 0;

  constructor(private readonly max: number) {}

  /** The entry for `key`, drawn now if it is new or its deps changed; evicts the least recent. */
  draw(key: unknown, deps: readonly unknown[], render: () => ReactNode): readonly Entry[] {
    const index = this.entries.findIndex((entry) => Object.is(entry.key, key));
    const found = index >= 0 ? this.entries[index] : undefined;
    if (found) {
      // Most recently used last. Changed deps redraw in place (same id): the subtree updates
      // instead of remounting, so focus in it (a legend button) survives a view change.
      this.entries.splice(index, 1);
      this.entries.push(sameDeps(found.deps, deps) ? found : { ...found, deps, node: render() });
    } else {
      this.entries.push({ id: this.nextId++, key, deps, node: render() });
      while (this.entries.length > this.max) this.entries.shift();
    }
    return [...this.entries].sort((a, b) => a.id - b.id);
  }
}

/**
 * Keeps the last `max` drawings of a heavy panel body (a chart of a thousand bars)
 * mounted, the current one shown and the others hidden (content-visibility, which keeps
 * their layout), inert and aria-hidden. Going back to a filter whose data is still cached
 * then costs a style change, not a redraw: the "cached results come back at once"
 * promise holds for the drawing, not only the data.
 *
 * `itemKey` is the data object (query results keep their identity while cached);
 * `deps` is everything else the drawing depends on (metric, hidden series). A key is
 * drawn again when its deps change, so a kept drawing is never stale.
 */
export function KeepRecent({
  itemKey,
  deps,
  max = KEEP_RECENT_DEFAULT,
  children,
}: {
  itemKey: unknown;
  deps: readonly unknown[];
  max?: number;
  children: () => ReactNode;
}) {
  // Drawing into the cache during render is idempotent for the same key and deps, so a
  // repeated render (StrictMode) finds the entry it made and draws nothing twice.
  const [drawings] = useState(() => new RecentDrawings(max));
  const entries = drawings.draw(itemKey, deps, children);
  return entries.map((entry) => {
    const current = Object.is(entry.key, itemKey);
    return (
      <div
        key={entry.id}
        inert={!current}
        aria-hidden={current ? undefined : true}
        className={current ? undefined : classes.kept}
        data-kept={current ? undefined : 'hidden'}
      >
        {entry.node}
      </div>
    );
  });
}
