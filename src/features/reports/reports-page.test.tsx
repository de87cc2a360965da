import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiBaseUrl } from '@/api/client';
import type { SessionUser } from '@/api/contract/auth';
import { allPermissions, type Permissions } from '@/api/contract/permissions';
import { ScorecardPeriod } from '@/api/contract/reports';
import { addDaysIso } from '@/lib/dates';
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

/** `count` weeks from 2024-01-01 in the API's shape, every value 1. */
const weeks = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...Object.fromEntries(Object.keys(ScorecardPeriod.in.shape).map((key) => [key, 1])),
    Label: 'Week',
    Start: addDaysIso('2024-01-01', 7 * i),
    End: addDaysIso('2024-01-01', 7 * i + 6),
  }));

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

  it('builds only the weeks near the table window of a long range, and the others as it scrolls', async () => {
    server.use(http.get(`${apiBaseUrl()}scorecard/week`, () => HttpResponse.json(weeks(104))));
    renderApp('/reports', { user: testSuperAdmin });
    await waitFor(() => expect(panel('reports-week-summary')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
    const weekly = within(panel('reports-week-summary') as HTMLElement);
    expect(weekly.getByRole('table')).toHaveAttribute('aria-colcount', '105');
    const built = () => weekly.getAllByRole('columnheader').map((th) => th.textContent);
    expect(built()).toContain('Week2024-01-01');
    expect(built().length).toBeLessThan(30);
    expect(built()).not.toContain(`Week${addDaysIso('2024-01-01', 7 * 103)}`);

    const scroller = weekly.getByRole('region', { name: 'Weekly Summary table' });
    Object.defineProperty(scroller, 'scrollLeft', { configurable: true, value: 120 * 100 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(built()).toContain(`Week${addDaysIso('2024-01-01', 7 * 103)}`));
    expect(built()).not.toContain('Week2024-01-01');
  });
});
