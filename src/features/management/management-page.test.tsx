import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';

const panel = (name: string) => document.querySelector<HTMLElement>(`[data-panel="${name}"]`);
const readyPanel = async (name: string) => {
  await waitFor(() => expect(panel(name)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
  return panel(name) as HTMLElement;
};

/** Management API calls made during the test, by path. */
function recordManagementCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/api/management/') && !pathname.endsWith('/filters')) calls.push(pathname);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

// The whole app against the demo API in jsdom: slow on a busy machine.
describe('ManagementPage', { timeout: 60_000 }, () => {
  it('shows the view and metrics the URL names, all three panels from one request', async () => {
    const recorder = recordManagementCalls();
    try {
      renderApp('/management?view=brandWeek&accountMetric=hours', { user: testSuperAdmin });
      const account = await readyPanel('management-account-metrics');
      await readyPanel('management-merchandising-metrics');
      await readyPanel('management-sales-metrics');
      expect(within(account).getByRole('heading', { name: 'Account Metrics' })).toBeInTheDocument();
      expect(within(account).getByLabelText('Account Metrics: metric')).toHaveValue('Hours Worked');
      const rows = within(account).getAllByRole('row');
      expect(rows.length).toBeGreaterThan(3);
      // One representative table answer feeds the three panels: the weekly one the URL asked for.
      expect(recorder.calls.filter((p) => /\/management\/(brand|all-brands)\/(week|month)$/.test(p))).toEqual(
        ['/api/management/brand/week'],
      );
      expect(screen.getByRole('heading', { name: 'Management Reports' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Account Reports' })).toBeInTheDocument();
    } finally {
      recorder.stop();
    }
  });
});
