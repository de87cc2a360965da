import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { COMPANY_NAME } from '@/app/config';
import { sectionLabel, type SectionId } from '@/api/contract/permissions';
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
  return (
    <Stack gap="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * A section's page frame titled with its catalogue label ('Time & Efforts' for timeEfforts),
 * with the shared page tools (freshness, Refresh, Copy link) beside the heading.
 */
export function SectionPage({ section, children }: { section: SectionId; children?: ReactNode }) {
  return (
    <PageFrame title={sectionLabel(section)} actions={<PageTools />}>
      {children}
    </PageFrame>
  );
}
