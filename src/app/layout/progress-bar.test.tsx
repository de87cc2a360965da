import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProgressBar, DOWNLOAD_META, PROGRESS_DELAY_MS } from './progress-bar';

function Pending({ download = false }: { download?: boolean }) {
  useQuery({
    queryKey: ['pending', download],
    queryFn: () => new Promise<never>(() => {}),
    meta: download ? DOWNLOAD_META : undefined,
  });
  return null;
}

const renderWith = (download: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppProgressBar />
      <Pending download={download} />
    </QueryClientProvider>,
  );

describe('AppProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears only after the delay while a request is in flight', () => {
    renderWith(false);
    // TanStack Query batches its notifications on a zero timeout.
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('progressbar', { name: 'Loading data' })).toBeInTheDocument();
  });

  it('ignores downloads', () => {
    renderWith(true);
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS + 10));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
