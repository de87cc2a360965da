import { Button, Menu } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { notifyError } from '@/ui/notify/notify';
import { StrokeIcon } from '@/ui/icons/stroke-icon';
import type { PanelExportSources } from './export-sources';

export const EXPORT_LABEL = 'Export';
export const PNG_ITEM = 'Download PNG';
export const CSV_ITEM = 'Download CSV';
export const CSV_PAGE_ITEM = 'Download CSV (this page)';

/** SPEC.md's download failure notice, for what a panel exports. */
export const pngFailure = (title: string) => `Failed to download ${title} image`;
export const csvFailure = (title: string) => `Failed to download ${title} data`;

const loadActions = () => import('./panel-export-actions');

function ExportIcon() {
  return (
    <StrokeIcon size={14}>
      <path d="M12 15V3" />
      <path d="m7 8 5-5 5 5" />
      <path d="M5 13v7h14v-7" />
    </StrokeIcon>
  );
}

/**
 * The Export menu of a chart or table panel, shown once one of its charts or tables has
 * registered: Download PNG (charts: as drawn, hidden series hidden, in the scheme shown,
 * the filter under it) and Download CSV (the rows its screen-reader table or cells hold).
 */
export function ExportMenu({
  sources,
  title,
  caption,
  body,
}: {
  sources: PanelExportSources;
  /** The panel title as text. */
  title: string;
  /** The filter in words, read when used. */
  caption: () => string;
  body: () => HTMLElement | null;
}) {
  useSyncExternalStore(sources.subscribe, sources.getVersion);
  const [running, setRunning] = useState(false);
  const kinds = sources.kinds();
  if (kinds.size === 0) return null;

  const run = async (action: () => Promise<void>, failure: string) => {
    setRunning(true);
    try {
      await action();
    } catch {
      notifyError(failure);
    } finally {
      setRunning(false);
    }
  };

  const png = async () => {
    const element = body();
    if (!element) throw new Error('The panel is not on the page.');
    await (await loadActions()).savePng(sources, element, title, caption());
  };
  const csv = async () => (await loadActions()).saveCsv(sources, title);

  return (
    // No focus placeholder: a focusable role="presentation" node inside role="menu" fails
    // axe's aria-required-children; the open menu takes the arrow keys all the same.
    <Menu position="bottom-end" shadow="md" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<ExportIcon />}
          loading={running}
          aria-label={`${EXPORT_LABEL} ${title}`}
          data-export-menu
        >
          {EXPORT_LABEL}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.has('chart') ? (
          <Menu.Item onClick={() => void run(png, pngFailure(title))}>{PNG_ITEM}</Menu.Item>
        ) : null}
        <Menu.Item onClick={() => void run(csv, csvFailure(title))}>
          {sources.pageOnly() ? CSV_PAGE_ITEM : CSV_ITEM}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
