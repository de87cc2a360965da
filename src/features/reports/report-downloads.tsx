import { Group, Select, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { fetchJson } from '@/api/client';
import type { ScorecardFile } from '@/api/contract/common';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import { ACCOUNT_IMAGES_FAILURE, accountImagesReport } from '@/api/contract/merchandising';
import { can } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { downloadFile, downloadLink } from '@/api/download';
import { notifyError } from '@/ui/notify/notify';
import { usePermissions } from '@/auth/session-context';
import { DownloadButton, EndpointDownloadButton } from '@/ui/download/download-button';
import { DownloadBlock } from '@/ui/download/download-block';
import { Panel } from '@/ui/panel/panel';
import { REPORT_BLOCKS, type ReportButton } from './report-blocks';
import {
  ACCOUNT_IMAGES_WEEK_ERROR,
  accountImagesWeeks,
  chosenScorecard,
  isValidAccountImagesWeek,
} from './reports-model';

interface ReportDownloadsProps {
  params: RequestParams;
  /** The applied brand's earliest date (the first week the picker offers). */
  earliestDate: string | null;
  /** The applied brand's scorecard files. */
  scorecards: readonly ScorecardFile[];
  /** The scorecard id in the URL, if any. */
  scorecard: string | undefined;
  onScorecardChange: (id: string) => void;
}

/** Account Images (SPEC.md sections 2, 5, 8): an ISO week, then a PDF the server links to. */
function AccountImagesDownload({
  params,
  earliestDate,
}: {
  params: RequestParams;
  earliestDate: string | null;
}) {
  const weeks = useMemo(() => accountImagesWeeks(earliestDate), [earliestDate]);
  const [week, setWeek] = useState<string | null>(weeks[0]?.value ?? null);
  const onDownload = useCallback(async () => {
    if (!isValidAccountImagesWeek(week)) {
      notifyError(ACCOUNT_IMAGES_WEEK_ERROR);
      return;
    }
    const link = await fetchJson(accountImagesReport, params, { values: { dateStartReport: week } });
    await downloadLink(link.downloadLink, link.fileName);
  }, [params, week]);
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        label="Account Images week"
        data={weeks}
        value={week}
        onChange={setWeek}
        allowDeselect={false}
        // Years of weeks: typing part of a date ('2025-11') finds the week.
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear week' }}
        w={{ base: '100%', xs: 340 }}
        comboboxProps={{ withinPortal: true }}
      />
      <DownloadButton
        label="Account Images"
        permission={{ section: 'reports', key: 'accountImages' }}
        onDownload={onDownload}
        failureSubject={ACCOUNT_IMAGES_FAILURE}
      />
    </Group>
  );
}

/** Chain Reports: the brand's scorecard file, then its Scorecard and Promos downloads. */
function ChainDownloads({
  buttons,
  params,
  scorecards,
  scorecard,
  onScorecardChange,
}: Pick<ReportDownloadsProps, 'params' | 'scorecards' | 'scorecard' | 'onScorecardChange'> & {
  buttons: readonly ReportButton[];
}) {
  const file = chosenScorecard(scorecards, scorecard);
  const withFile = useCallback(
    (endpoint: BlobEndpoint, p: RequestParams) =>
      downloadFile(endpoint, p, { values: { scorecardId: file ? String(file.id) : undefined } }),
    [file],
  );
  return (
    <Stack gap="sm">
      <Select
        label="Scorecard file"
        data={scorecards.map((f) => ({ value: String(f.id), label: f.fileName }))}
        value={file ? String(file.id) : null}
        onChange={(value) => value && onScorecardChange(value)}
        allowDeselect={false}
        placeholder="No scorecard files for this brand"
        disabled={scorecards.length === 0}
        maw={420}
      />
      <Group gap="sm">
        {buttons.map((b) => (
          <EndpointDownloadButton
            key={b.label}
            label={b.label}
            aria-label={`Chain Reports: ${b.label}`}
            endpoint={b.endpoint}
            permission={{ section: 'reports', key: b.permission }}
            params={params}
            download={withFile}
            disabled={!file}
          />
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The Reports page's download sections, read from REPORT_BLOCKS: a block shows with at
 * least one permitted download; each button needs its own permission.
 */
export function ReportDownloads(props: ReportDownloadsProps) {
  const permissions = usePermissions();
  const imagesAllowed = can(permissions, 'reports', 'accountImages');
  return REPORT_BLOCKS.map((block) => {
    const buttons = block.buttons.filter((b) => can(permissions, 'reports', b.permission));
    const withImages = block.name === 'merchandising-reports' && imagesAllowed;
    if (block.kind === 'chain')
      return buttons.length === 0 ? null : (
        <Panel key={block.name} title={block.title} name={block.name}>
          <ChainDownloads buttons={buttons} {...props} />
          <Text size="xs" c="dimmed" mt="xs">
            Spreadsheets (.xlsx) for the selected filters.
          </Text>
        </Panel>
      );
    return (
      <DownloadBlock
        key={block.name}
        title={block.title}
        name={block.name}
        buttons={buttons.map((b) => ({ ...b, permission: { section: 'reports', key: b.permission } }))}
        params={props.params}
        note={
          withImages
            ? 'Spreadsheets (.xlsx) for the selected filters; Account Images is a PDF of the chosen week.'
            : 'Spreadsheets (.xlsx) for the selected filters.'
        }
      >
        {withImages ? (
          <AccountImagesDownload params={props.params} earliestDate={props.earliestDate} />
        ) : null}
      </DownloadBlock>
    );
  });
}
