import { Button, Text } from '@mantine/core';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { notifyError } from '@/ui/notify/notify';

export const EXPORT_PAGE_LABEL = 'Export this page';
export const deckFailure = (title: string) => `Failed to download ${title} slides`;

/**
 * A section page's export scope: the applied filter in words, left here by its panels
 * (they sit inside the filter's area; the page's tools sit above it).
 */
export class PageExportScope {
  private caption: string | null = null;

  setCaption(caption: string): void {
    this.caption = caption;
  }

  getCaption(): string | null {
    return this.caption;
  }
}

export const PageExportContext = createContext<PageExportScope | null>(null);

/** Panels of a section page hand the page their filter caption. */
export function usePageCaption(caption: string | null): void {
  const scope = useContext(PageExportContext);
  useEffect(() => {
    if (scope && caption !== null) scope.setCaption(caption);
  }, [scope, caption]);
}

const loadDeck = () => import('./page-deck');

/**
 * 'Export this page': a .pptx of the page's visible panels, one per slide, after a title
 * slide with the filter. Shows 'n of m' while the panels are drawn; the deck code loads on
 * first use.
 */
export function ExportPageButton({ title }: { title: string }) {
  const scope = useContext(PageExportContext);
  const button = useRef<HTMLButtonElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  if (!scope) return null;

  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const root = button.current?.closest('article') ?? document;
      const { exportPageDeck } = await loadDeck();
      await exportPageDeck(root, {
        title,
        caption: scope.getCaption() ?? '',
        onProgress: (done, total) => setProgress({ done, total }),
      });
    } catch {
      notifyError(deckFailure(title));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button
        ref={button}
        size="xs"
        variant="default"
        onClick={() => void run()}
        loading={progress !== null}
        data-export-page
      >
        {EXPORT_PAGE_LABEL}
      </Button>
      <Text size="sm" c="dimmed" role="status" data-export-progress>
        {progress && progress.total > 0 ? `Panel ${progress.done} of ${progress.total}` : ''}
      </Text>
    </>
  );
}
