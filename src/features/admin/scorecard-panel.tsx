import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScorecardFile } from '@/api/contract/common';
import { downloadScorecardFile } from '@/api/contract/scorecard-files';
import { notifyError, notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { DownloadButton } from '@/ui/download/download-button';
import { Panel } from '@/ui/panel/panel';
import { TrashIcon } from './icons';
import { downloadScorecard, useDeleteScorecard, useUploadScorecard } from './brands-queries';
import { userOptionsQuery } from './queries';
import {
  UPLOAD_NOTICES,
  XLSX_ACCEPT,
  addToQueue,
  canUpload,
  removeFromQueue,
  uploadAll,
} from './upload-queue';
import { useSubmitLatch } from './submit-latch';

const notifyWrongFormat = () => notifyError(UPLOAD_NOTICES.wrongFormat, UPLOAD_NOTICES.wrongFormatTitle);

/** The upload part: a brand, the drop zone and the queue of files waiting to be sent. */
function ScorecardUpload({ brands }: { brands: string[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const brand = chosen !== null && brands.includes(chosen) ? chosen : (brands[0] ?? null);
  const [queue, setQueue] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const latch = useSubmitLatch();
  const upload = useUploadScorecard();

  const onDrop = (files: File[]) => {
    const next = addToQueue(queue, files);
    setQueue(next.queue);
    if (next.rejected.length > 0) notifyWrongFormat();
  };
  const onReject = (rejections: FileRejection[]) => {
    if (rejections.length > 0) notifyWrongFormat();
  };

  const send = async () => {
    if (!brand || !canUpload(queue, uploading) || !latch.tryEnter()) return;
    setUploading(true);
    // uploadAll collects failures instead of throwing; the latch opens again in any case.
    const failures = await uploadAll(queue, (file) => upload.mutateAsync({ brand, file })).finally(
      latch.release,
    );
    for (const { file, error } of failures) notifyFailure(error, UPLOAD_NOTICES.uploadFailed(file.name));
    // Files that failed stay queued, so they can be sent again or removed.
    const failed = new Set(failures.map((f) => f.file.name));
    setQueue((current) => current.filter((f) => failed.has(f.name)));
    setUploading(false);
  };

  return (
    <Stack gap="sm">
      <Select
        label="Brand"
        data={brands}
        value={brand}
        onChange={(value) => value && setChosen(value)}
        allowDeselect={false}
        disabled={uploading}
        maw={320}
      />
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        accept={XLSX_ACCEPT}
        multiple
        disabled={uploading}
        loading={uploading}
        inputProps={{ 'aria-label': 'Scorecard files (.xlsx)' }}
      >
        <Stack gap={4} align="center" py="md" style={{ pointerEvents: 'none' }}>
          <Text fw={500}>Drop .xlsx scorecard files here, or click to choose them</Text>
          <Text size="sm" c="dimmed">
            Several files at once; a file already in the list is not added twice.
          </Text>
        </Stack>
      </Dropzone>
      {queue.length > 0 ? (
        <ul aria-label="Files to upload" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
          {queue.map((file) => (
            <li key={file.name}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  disabled={uploading}
                  onClick={() => setQueue((current) => removeFromQueue(current, file.name))}
                >
                  <TrashIcon />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ul>
      ) : null}
      <Group>
        <Button
          onClick={() => void send()}
          disabled={!brand || !canUpload(queue, uploading)}
          loading={uploading}
        >
          Upload
        </Button>
      </Group>
    </Stack>
  );
}

/** One uploaded file: its download (the same bytes) and its delete. */
function ScorecardFileRow({ id, fileName }: { id: number; fileName: string }) {
  const remove = useDeleteScorecard();
  const running = remove.isPending;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <DownloadButton
        label={fileName}
        aria-label={`Download ${fileName}`}
        variant="subtle"
        size="compact-sm"
        onDownload={() => downloadScorecard(id)}
        failureSubject={downloadScorecardFile.failureSubject}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      />
      <Tooltip label={`Delete ${fileName}`} openDelay={400}>
        <ActionIcon
          variant="subtle"
          aria-label={`Delete ${fileName}`}
          loading={running}
          onClick={() =>
            remove.mutate(id, {
              onSuccess: () => notifySuccess(UPLOAD_NOTICES.deleted),
              onError: (error) => notifyFailure(error, UPLOAD_NOTICES.deleteFailed),
            })
          }
        >
          <TrashIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function ScorecardFiles({ files }: { files: Record<string, readonly ScorecardFile[]> }) {
  return (
    <Stack gap="sm">
      {Object.entries(files).map(([brand, list]) => (
        <section key={brand} aria-label={`${brand} scorecard files`}>
          <Title order={3} size="h5" mb={4}>
            {brand}
          </Title>
          {list.length === 0 ? (
            <Text size="sm" c="dimmed">
              No files.
            </Text>
          ) : (
            <Stack gap={2}>
              {list.map((f) => (
                <ScorecardFileRow key={f.id} id={f.id} fileName={f.fileName} />
              ))}
            </Stack>
          )}
        </section>
      ))}
    </Stack>
  );
}

/**
 * Chain Scorecard (SPEC.md section 2, admin plus the scorecard permission): upload .xlsx
 * files for a brand, then download or delete them per brand. The files are the admin filter
 * options' scorecards per brand (SPEC.md section 3), the same files the Reports page's Chain
 * Reports select lists; SPEC.md has no list call of its own.
 */
export function ScorecardPanel() {
  const files = useQuery({ ...userOptionsQuery(), select: (options) => options.scorecards });
  return (
    <Panel
      title="Chain Scorecard"
      name="admin-scorecards"
      permission={{ section: 'admin', key: 'chainScorecard' }}
      query={files}
      isEmpty={(byBrand) => Object.keys(byBrand).length === 0}
      emptyText="No active brands."
      skeletonHeight={200}
    >
      {(byBrand) => (
        <Stack gap="lg">
          <ScorecardUpload brands={Object.keys(byBrand)} />
          <ScorecardFiles files={byBrand} />
        </Stack>
      )}
    </Panel>
  );
}
