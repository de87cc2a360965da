import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';
import { testManager } from '@/test/test-users';
import { ApiError } from '@/api/errors';
import { DEFAULT_EMPTY_TEXT, Panel, RENDER_FAILURE_TEXT, type PanelQuery } from './panel';

const wrap = (ui: ReactNode) =>
  render(
    <MantineProvider>
      <SessionProvider
        session={createSession({ queryClient: new QueryClient(), user: testManager })}
        fallback={null}
      >
        {ui}
      </SessionProvider>
    </MantineProvider>,
  );

const query = <T,>(patch: Partial<PanelQuery<T>>): PanelQuery<T> => ({
  data: undefined,
  error: null,
  isError: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...patch,
});

const region = (name: string) => screen.getByRole('region', { name });

describe('Panel', () => {
  it('shows a skeleton while the query has no data', () => {
    wrap(
      <Panel title="Sales" query={query<number[]>({})}>
        {(data) => data.join()}
      </Panel>,
    );
    expect(region('Sales')).toHaveAttribute('data-state', 'loading');
    expect(region('Sales')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows its content when data arrives', () => {
    wrap(
      <Panel title="Sales" query={query({ data: [1, 2] })}>
        {(data) => `values ${data.join(',')}`}
      </Panel>,
    );
    expect(region('Sales')).toHaveAttribute('data-state', 'ready');
    expect(screen.getByText('values 1,2')).toBeInTheDocument();
  });

  it('keeps older data visible, dimmed and not ready, while the next filter loads', () => {
    wrap(
      <Panel title="Sales" query={query({ data: [1], isPlaceholderData: true })}>
        {(data) => `values ${data.join(',')}`}
      </Panel>,
    );
    expect(region('Sales')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByText('values 1').closest('[data-placeholder]')).not.toBeNull();
  });

  it('is not empty while an empty older answer stands in for the next one', () => {
    wrap(
      <Panel
        title="Sales"
        query={query<number[]>({ data: [], isPlaceholderData: true })}
        isEmpty={(d) => d.length === 0}
      >
        {(data) => data.join()}
      </Panel>,
    );
    expect(region('Sales')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByText(DEFAULT_EMPTY_TEXT).closest('[data-placeholder]')).not.toBeNull();
  });

  it('shows data being asked again (restored from the last visit) dimmed and not ready', () => {
    wrap(
      <Panel title="Sales" query={query({ data: [1], isRefetching: true })}>
        {(data) => `values ${data.join(',')}`}
      </Panel>,
    );
    expect(region('Sales')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByText('values 1').closest('[data-placeholder]')).not.toBeNull();
  });

  it('shows the error, not the old data, when asking again failed', () => {
    wrap(
      <Panel title="Sales" query={query({ data: [1], isError: true, error: new ApiError(500, 'Down') })}>
        {(data) => `values ${data.join(',')}`}
      </Panel>,
    );
    expect(region('Sales')).toHaveAttribute('data-state', 'error');
    expect(screen.queryByText('values 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the error with a Retry that refetches', async () => {
    const refetch = vi.fn();
    wrap(
      <Panel
        title="Sales"
        query={query<number[]>({ isError: true, error: new ApiError(500, 'Database down'), refetch })}
      >
        {(data) => data.join()}
      </Panel>,
    );
    expect(region('Sales')).toHaveAttribute('data-state', 'error');
    expect(screen.getByText('Database down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('takes no second Retry while the first is asked, so a slow answer is not cancelled', async () => {
    const refetch = vi.fn();
    wrap(
      <Panel
        title="Sales"
        query={query<number[]>({
          isError: true,
          error: new ApiError(500, 'Down'),
          refetch,
          isRefetching: true,
        })}
      >
        {(data) => data.join()}
      </Panel>,
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeDisabled();
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    expect(refetch).not.toHaveBeenCalled();
  });

  it('says when there is nothing to show', () => {
    wrap(
      <Panel title="Sales" query={query({ data: [] as number[] })} isEmpty={(data) => data.length === 0}>
        {(data) => data.join()}
      </Panel>,
    );
    expect(region('Sales')).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText(DEFAULT_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('renders nothing without its catalogue permission', () => {
    wrap(
      <>
        <Panel title="Users" permission={{ section: 'admin', key: 'usersTable' }}>
          table
        </Panel>
        <Panel title="Top 10 Accounts" permission={{ section: 'sales', key: 'topAccounts' }}>
          top
        </Panel>
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
    expect(region('Top 10 Accounts')).toHaveAttribute('data-state', 'ready');
  });

  it('contains a render error to itself, and Retry renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const Fragile = () => {
      if (fail) throw new Error('boom');
      return <>recovered</>;
    };
    wrap(
      <>
        <Panel title="Broken" query={query({ data: 1 })}>
          {() => <Fragile />}
        </Panel>
        <Panel title="Fine">still here</Panel>
      </>,
    );
    expect(region('Broken')).toHaveAttribute('data-state', 'error');
    expect(screen.getByText(RENDER_FAILURE_TEXT)).toBeInTheDocument();
    expect(screen.getByText('still here')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
