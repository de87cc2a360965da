import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { COMPANY_NAME } from '@/lib/config';
import { sectionLabel, type SectionId } from '@/api/contract/permissions';
import { ExportPageButton, PageExportContext, PageExportScope } from '@/ui/export/page-export';
import { PageHeading } from './page-heading';
import { PageTools } from './page-tools';

interface PageFrameProps {
  /** The page heading (the only h1) and the browser tab title. */
  title: string;
  /** Controls beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A section page: its title, then its content (filter board, panels) in a column. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  useDocumentTitle(`${title} · ${COMPANY_NAME}`);
  const titleId = useId();
  // The page's content (filter board, panels) is the largest render of a page load: every
  // Mantine input and panel frame at once, one 250-350 ms task on the production build.
  // Mounted through a deferred value, it renders as a transition, which React slices and
  // yields between; the heading paints first. Data does not wait: the route
  // loaders have already started its requests.
  const showContent = useDeferredValue(true, false);
  return (
    <Stack gap="md" component="article" aria-labelledby={titleId}>
      <PageHeading id={titleId} title={title} actions={actions} />
      {showContent && children}
    </Stack>
  );
}

/**
 * A section's page frame titled with its catalogue label ('Time & Efforts' for timeEfforts),
 * with the shared page tools (freshness, Refresh, Copy link, Export this page) beside the heading.
 */
export function SectionPage({ section, children }: { section: SectionId; children?: ReactNode }) {
  const [scope] = useState(() => new PageExportScope());
  const title = sectionLabel(section);
  return (
    <PageExportContext value={scope}>
      <PageFrame
        title={title}
        actions={
          <PageTools>
            <ExportPageButton title={title} />
          </PageTools>
        }
      >
        {children}
      </PageFrame>
    </PageExportContext>
  );
}
