import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import type { RequestParams } from '@/api/contract/request-params';
import { Panel, type PanelPermission } from '@/ui/panel/panel';
import { EndpointDownloadButton, type EndpointDownloadButtonProps } from './download-button';

/** One download of a block; the section has already kept only the permitted ones. */
export interface DownloadBlockButton {
  label: string;
  endpoint: BlobEndpoint;
  /** Accessible name when the label alone is ambiguous ('Daily' in two blocks). */
  ariaLabel?: string;
  /** The catalogue key that gates it (the section filtered on it); marks the button. */
  permission?: PanelPermission;
}

interface DownloadBlockProps {
  title: string;
  name: string;
  buttons: readonly DownloadBlockButton[];
  params: RequestParams;
  /** A small line under the buttons ('Spreadsheets (.xlsx) for the selected filters.'). */
  note?: ReactNode;
  /** Controls of the block's own after the buttons (a week picker). */
  children?: ReactNode;
  download?: EndpointDownloadButtonProps['download'];
}

/**
 * A titled block of report downloads, as every section's report blocks are drawn: the
 * sections declare their blocks as data and filter the buttons by permission; a block with
 * nothing to show is not drawn.
 */
export function DownloadBlock({
  title,
  name,
  buttons,
  params,
  note,
  children,
  download,
}: DownloadBlockProps) {
  if (buttons.length === 0 && !children) return null;
  const group =
    buttons.length > 0 ? (
      <Group gap="sm">
        {buttons.map((b) => (
          <EndpointDownloadButton
            key={b.label}
            label={b.label}
            aria-label={b.ariaLabel}
            endpoint={b.endpoint}
            permission={b.permission}
            params={params}
            download={download}
          />
        ))}
      </Group>
    ) : null;
  return (
    <Panel title={title} name={name}>
      {children ? (
        <Stack gap="md">
          {group}
          {children}
        </Stack>
      ) : (
        group
      )}
      {note ? (
        <Text size="xs" c="dimmed" mt="xs">
          {note}
        </Text>
      ) : null}
    </Panel>
  );
}
