import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import type { TextTable } from '@/lib/csv';

/**
 * What a panel can export, declared by the shared chart and table components themselves:
 * each registers its text table (the rows its screen-reader table or its cells hold) and
 * the element that draws it. The panel's Export menu reads them; a panel needs no code of
 * its own.
 */
export interface ExportSource {
  kind: 'chart' | 'table';
  /** Read when the menu is used: the rows as they are then. */
  table: () => TextTable;
  /** The element drawn for it (a chart's figure). */
  element: RefObject<HTMLElement | null>;
  /** The rows are one page of a longer list (a server-paged table). */
  pageOnly?: boolean;
}

/**
 * A source counts while its element is shown: on the page, not a kept, hidden drawing
 * (`KeepRecent` keeps older drawings mounted but inert) and not in a hidden tab.
 */
export const isActiveSource = (source: ExportSource): boolean => {
  const element = source.element.current;
  return (
    element !== null &&
    element.isConnected &&
    element.closest('[inert]') === null &&
    element.getClientRects().length > 0
  );
};

/** One panel's sources, and a signal for the menu when the set changes. */
export class PanelExportSources {
  private readonly sources = new Set<ExportSource>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  register(source: ExportSource): () => void {
    this.sources.add(source);
    this.changed();
    return () => {
      this.sources.delete(source);
      this.changed();
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever a source comes or goes (for `useSyncExternalStore`). */
  getVersion = (): number => this.version;

  /** The kinds registered, kept drawings included: what the menu offers. */
  kinds(): ReadonlySet<ExportSource['kind']> {
    return new Set([...this.sources].map((s) => s.kind));
  }

  pageOnly(): boolean {
    return [...this.sources].some((s) => s.pageOnly === true);
  }

  /** The sources drawn now, in page order. */
  active(): ExportSource[] {
    return [...this.sources].filter(isActiveSource).sort((a, b) => {
      const ea = a.element.current;
      const eb = b.element.current;
      if (!ea || !eb) return 0;
      return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

export const PanelExportContext = createContext<PanelExportSources | null>(null);

/**
 * Registers a chart's or table's export source with its panel (none outside a panel).
 * `table` is read only when the menu is used, through a ref: a new rows array does not
 * register again.
 */
export function useExportSource(
  kind: ExportSource['kind'],
  element: RefObject<HTMLElement | null>,
  table: () => TextTable,
  pageOnly = false,
): void {
  const sources = useContext(PanelExportContext);
  const latest = useRef(table);
  useEffect(() => {
    latest.current = table;
  });
  useEffect(() => {
    if (!sources) return undefined;
    return sources.register({ kind, element, table: () => latest.current(), pageOnly });
  }, [sources, kind, element, pageOnly]);
}
