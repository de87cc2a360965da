import { useCallback } from 'react';
import { accountBrief } from '@/api/contract/account';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import type { RequestParams } from '@/api/contract/request-params';
import { downloadFile } from '@/api/download';
import type { CompareMode } from '@/filters/comparison';
import { EndpointDownloadButton } from '@/ui/download/download-button';

export const ACCOUNT_BRIEF_LABEL = 'Account brief';

/**
 * The "Account brief" PDF of this account for the page's brand and period, its figures
 * beside the comparison the page shows (the previous period when the page compares with nothing).
 */
export function AccountBriefButton({
  id,
  params,
  compare,
}: {
  id: string;
  params: RequestParams;
  compare: CompareMode | undefined;
}) {
  const download = useCallback(
    (endpoint: BlobEndpoint, values: RequestParams) =>
      downloadFile(endpoint, values, { values: { id, compare: compare ?? 'prev' } }),
    [id, compare],
  );
  return (
    <EndpointDownloadButton
      label={ACCOUNT_BRIEF_LABEL}
      endpoint={accountBrief}
      params={params}
      download={download}
      size="xs"
    />
  );
}
