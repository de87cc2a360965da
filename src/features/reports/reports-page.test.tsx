import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiBaseUrl } from '@/api/client';
import type { SessionUser } from '@/api/contract/auth';
import { allPermissions, type Permissions } from '@/api/contract/permissions';
import { renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';
import { panel } from '@/test/panels';

/** The super admin without the Monthly Summary permission. */
const withoutMonthly = (): SessionUser => {
  const all = allPermissions();
  const reports = all.reports ?? { permissions: [], filters: [] };
  const permissions: Permissions = {
    ...all,
    reports: { ...reports, permissions: reports.permissions.filter((key) => key !== 'monthlySummary') },
  };
  return { ...testSuperAdmin, permissions };
};

// The whole app against the demo API in jsdom: slow on a busy machine.
describe('ReportsPage', { timeout: 60_000 }, () => {
  it('shows the download blocks and each summary table with its permission', async () => {
    renderApp('/reports', { user: withoutMonthly() });
    expect(
      await screen.findByRole('heading', { name: 'Account Reports' }, { timeout: 30_000 }),
    ).toBeVisible();
    await waitFor(() => expect(panel('reports-week-summary')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
    const weekly = panel('reports-week-summary') as HTMLElement;
    expect(within(weekly).getByRole('heading', { name: 'Weekly Summary' })).toBeInTheDocument();
    expect(within(weekly).getByRole('columnheader', { name: 'Metric' })).toBeInTheDocument();
    expect(panel('reports-month-summary')).toBeNull();
  });

  it('shows no summary panel when the answer holds no periods', async () => {
    const answered: string[] = [];
    server.use(
      http.get(`${apiBaseUrl()}scorecard/:period`, ({ params }) => {
        answered.push(String(params.period));
        return HttpResponse.json([]);
      }),
    );
    renderApp('/reports', { user: testSuperAdmin });
    expect(
      await screen.findByRole('heading', { name: 'Summary Reports' }, { timeout: 30_000 }),
    ).toBeVisible();
    // Asked by the route's loader and (this test client keeps nothing fresh) the panels.
    await waitFor(() => expect([...new Set(answered)].sort()).toEqual(['month', 'week']), {
      timeout: 30_000,
    });
    // The panels were drawn loading; once the empty answers are read they are gone.
    await waitFor(() => expect(panel('reports-week-summary')).toBeNull());
    expect(panel('reports-month-summary')).toBeNull();
    expect(screen.queryByText('No data for the selected filters.')).toBeNull();
  });
});
