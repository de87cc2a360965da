import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import type { RequestParams } from '@/api/contract/request-params';
import { downloadFailureMessage, downloadFile } from '@/api/download';
import { isAbortError } from '@/api/errors';
import { notifyError } from '@/ui/notify/notify';
import { permissionMarker, type PanelPermission } from '@/ui/panel/panel';
import { StrokeIcon } from '@/ui/icons/stroke-icon';

function DownloadIcon() {
  return (
    <StrokeIcon size={16}>
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </StrokeIcon>
  );
}

export interface DownloadButtonProps extends Omit<ButtonProps, 'children' | 'loading'> {
  label: ReactNode;
  /** Runs the download and rejects on failure, e.g. `() => downloadFile(endpoint, params)`. */
  onDownload: () => Promise<unknown>;
  /** Completes 'Failed to download {failureSubject}', e.g. an endpoint's `failureSubject`. */
  failureSubject: string;
  /** Accessible name when `label` alone is ambiguous ('Daily' next to other 'Daily' buttons). */
  'aria-label'?: string;
  /** The catalogue key that gates this download; marks the button for the e2e roles check. */
  permission?: PanelPermission;
}

/**
 * A button that runs a download, shows a loading state while it runs (SPEC.md section 4)
 * and, when it fails, a notice titled 'Error' reading 'Failed to download {subject}'
 * (section 8). A cancelled download is not a failure.
 */
export function DownloadButton({
  label,
  onDownload,
  failureSubject,
  permission,
  ...buttonProps
}: DownloadButtonProps) {
  const [running, setRunning] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    setRunning(true);
    try {
      await onDownload();
    } catch (error) {
      if (!isAbortError(error)) notifyError(downloadFailureMessage({ failureSubject }));
    } finally {
      if (mounted.current) setRunning(false);
    }
  }, [onDownload, failureSubject]);

  return (
    <Button
      variant="light"
      leftSection={<DownloadIcon />}
      {...buttonProps}
      loading={running}
      onClick={() => void run()}
      data-download={failureSubject}
      data-permission={permissionMarker(permission)}
    >
      {label}
    </Button>
  );
}

export interface EndpointDownloadButtonProps extends Omit<
  DownloadButtonProps,
  'onDownload' | 'failureSubject'
> {
  endpoint: BlobEndpoint;
  /** Request parameters (the normalised filter). */
  params?: RequestParams;
  /** The download helper; defaults to `downloadFile` (saves under the server's file name). */
  download?: (endpoint: BlobEndpoint, params: RequestParams) => Promise<unknown>;
}

/** DownloadButton for a blob endpoint: downloads it with `params`, failure text from the endpoint. */
export function EndpointDownloadButton({
  endpoint,
  params = {},
  download = downloadFile,
  ...rest
}: EndpointDownloadButtonProps) {
  const onDownload = useCallback(() => download(endpoint, params), [download, endpoint, params]);
  return <DownloadButton {...rest} onDownload={onDownload} failureSubject={endpoint.failureSubject} />;
}
