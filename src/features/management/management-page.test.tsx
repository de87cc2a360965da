import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { currentHref, renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';
import { readyPanel } from '@/test/panels';

/** The representative table requests made during the test: 'week HoursWorked 2' (page left out when 1). */
function recordTableCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const table = /\/api\/management\/brand\/(week|month)$/.exec(url.pathname);
    if (table)
      calls.push(
        [table[1], url.searchParams.get('metrics'), url.searchParams.get('page')].filter(Boolean).join(' '),
      );
  };
  server.events.on('request:start', listener);
  return {
    calls,
    /** The calls so far, forgotten. */
    take: () => calls.splice(0, calls.length),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** The representatives on a table's page. */
const reps = (element: HTMLElement) =>
  [...element.querySelectorAll('tbody tr[data-rep]')].map((row) => row.getAttribute('data-rep') ?? '');
const range = (element: HTMLElement) => element.querySelector('[data-pager-range]')?.textContent ?? '';

// The whole app against the demo API in jsdom: slow on a busy machine.
describe('ManagementPage', { timeout: 90_000 }, () => {
  it('shows the view and metrics the URL names, each table one request for its metric and page', async () => {
    const user = userEvent.setup();
    const recorder = recordTableCalls();
    try {
      const { router } = renderApp('/management?view=brandWeek&accountMetric=hours', {
        user: testSuperAdmin,
      });
      const account = await readyPanel('management-account-metrics');
      await readyPanel('management-merchandising-metrics');
      const sales = await readyPanel('management-sales-metrics');
      expect(within(account).getByRole('heading', { name: 'Account Metrics' })).toBeInTheDocument();
      expect(within(account).getByLabelText('Account Metrics: metric')).toHaveValue('Hours Worked');
      // Each panel asks for its own metric of the weekly view the URL names, first page.
      expect(recorder.take().sort()).toEqual([
        'week HoursWorked',
        'week MerchFormsSubmitted',
        'week OrdersSubmitted',
      ]);
      expect(screen.getByRole('heading', { name: 'Management Reports' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Account Reports' })).toBeInTheDocument();

      // Ten representatives a page, in name order; the pager reaches the others.
      const first = reps(account);
      expect(first).toHaveLength(10);
      expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b, 'en-US')));
      expect(range(account)).toMatch(/^Showing 1-10 of \d+ representatives$/);
      const pager = within(account).getByRole('navigation', { name: 'Account Metrics pages' });
      await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(currentHref(router)).toContain('accountPage=2'));
      await waitFor(() => expect(range(account)).toMatch(/^Showing 11-/));
      await readyPanel('management-account-metrics');
      const second = reps(account);
      expect(second.length).toBeGreaterThan(0);
      expect(second.some((rep) => first.includes(rep))).toBe(false);
      // Only the account table asked again; the others keep their page.
      expect(recorder.take()).toEqual(['week HoursWorked 2']);
      expect(reps(sales)).toHaveLength(10);

      // A new metric (the select writes the URL; the e2e story picks it) is one request.
      await router.navigate({
        to: '/management',
        search: (prev) => ({ ...prev, salesMetric: 'totalAmount' }),
        replace: true,
      });
      await waitFor(() => expect(currentHref(router)).toContain('salesMetric=totalAmount'));
      await waitFor(() => expect(recorder.calls).toEqual(['week TotalAmount']));
      await readyPanel('management-sales-metrics');
      recorder.take();

      // Back to page 1 and to the weekly view after the monthly one: from the cache.
      await user.click(within(pager).getByRole('button', { name: 'Page 1' }));
      await waitFor(() => expect(range(account)).toMatch(/^Showing 1-10 /));
      await readyPanel('management-account-metrics');
      expect(reps(account)).toEqual(first);
      await user.click(screen.getByRole('radio', { name: 'Brand monthly' }));
      await waitFor(() => expect(currentHref(router)).not.toContain('view=brandWeek'));
      await readyPanel('management-account-metrics');
      await readyPanel('management-sales-metrics');
      expect(recorder.take().sort()).toEqual([
        'month HoursWorked',
        'month MerchFormsSubmitted',
        'month TotalAmount',
      ]);
      await user.click(screen.getByRole('radio', { name: 'Brand weekly' }));
      await waitFor(() => expect(currentHref(router)).toContain('view=brandWeek'));
      await readyPanel('management-account-metrics');
      expect(recorder.calls).toEqual([]);
    } finally {
      recorder.stop();
    }
  });
});
