import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExtraParams } from '@/api/client';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import { photoPdf, photoSlides } from '@/api/contract/photo-changes';
import type { RequestParams } from '@/api/contract/request-params';
import { downloadFailureMessage, fetchFile, saveBlob } from '@/api/download';
import { isAbortError } from '@/api/errors';
import { notifyError } from '@/ui/notify/notify';
import { exportProgressText, type ExportProgress } from './photos-model';

interface Props {
  /** The filter's params (a selection and the filter's own export send them; an album needs none). */
  params: RequestParams;
  /** What to export: `albumId`, `ids`, or the library's type and placement. */
  values: ExtraParams;
  /** Completes each button's accessible name: 'Download slides of the album'. */
  of: string;
  disabled?: boolean;
}

const FORMATS: { endpoint: BlobEndpoint; label: string }[] = [
  { endpoint: photoSlides, label: 'Download slides' },
  { endpoint: photoPdf, label: 'Download PDF' },
];

/**
 * The photos as a slide deck or a PDF. The API builds the file (the demo API in its
 * worker or in Node), so the page's thread only receives it; while it runs a bar says how
 * far it is: building (no bytes yet), then the share of the file received. A failure is
 * SPEC's notice, 'Failed to download photo slides'.
 */
export function ExportButtons({ params, values, of, disabled }: Props) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(
    async (endpoint: BlobEndpoint) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const label = endpoint === photoSlides ? 'slides' : 'PDF';
      setProgress({ label, received: 0, total: 0 });
      try {
        const file = await fetchFile(endpoint, params, {
          values,
          signal: controller.signal,
          onDownloadProgress: ({ transferredBytes, totalBytes }) =>
            setProgress({ label, received: transferredBytes, total: totalBytes }),
        });
        saveBlob(file.blob, file.fileName);
      } catch (error) {
        if (!isAbortError(error)) notifyError(downloadFailureMessage(endpoint));
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setProgress(null);
        }
      }
    },
    [params, values],
  );

  const text = progress ? exportProgressText(progress) : null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {FORMATS.map(({ endpoint, label }) => (
          <Button
            key={endpoint.path}
            variant="light"
            size="xs"
            disabled={disabled}
            loading={progress !== null && progress.label === (endpoint === photoSlides ? 'slides' : 'PDF')}
            onClick={() => void run(endpoint)}
            aria-label={`${label} of ${of}`}
            data-download={endpoint.failureSubject}
          >
            {label}
          </Button>
        ))}
      </Group>
      {progress && text ? (
        <Stack gap={2} data-export-progress>
          <Progress
            value={text.percent ?? 100}
            animated={text.percent === null}
            striped={text.percent === null}
            size="sm"
            aria-label={text.label}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {text.label}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
