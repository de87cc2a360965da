import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobEndpoint } from '@/api/contract/endpoint';
import { ApiError } from '@/api/errors';
import { renderWithTheme } from '@/test/render';
import { DownloadButton, EndpointDownloadButton } from './download-button';

const accountsXlsx = blobEndpoint({
  method: 'GET',
  path: '/accounts/xlsx',
  summary: 'Accounts report',
  params: [],
  failureSubject: 'accounts report',
});

afterEach(() => {
  notifications.clean();
});

describe('DownloadButton', () => {
  it('shows a loading state while the download runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onDownload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(
      <DownloadButton label="Download" onDownload={onDownload} failureSubject="accounts report" />,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    await user.click(button);
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(button).toBeDisabled();
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(screen.queryByText(/Failed to download/)).not.toBeInTheDocument();
  });

  it('shows an Error notice naming the download when it fails', async () => {
    const user = userEvent.setup();
    const download = vi.fn().mockRejectedValue(new ApiError(500, 'Server exploded'));
    renderWithTheme(
      <EndpointDownloadButton
        label="Download"
        endpoint={accountsXlsx}
        params={{ brand: 'Acme' }}
        download={download}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalledWith(accountsXlsx, { brand: 'Acme' });
    expect(await screen.findByText('Failed to download accounts report')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('data-loading'),
    );
  });

  it('stays quiet when the download is cancelled', async () => {
    const user = userEvent.setup();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    renderWithTheme(
      <DownloadButton
        label="Download"
        onDownload={() => Promise.reject(abort)}
        failureSubject="sales report"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('data-loading'),
    );
    expect(screen.queryByText(/Failed to download/)).not.toBeInTheDocument();
  });
});
