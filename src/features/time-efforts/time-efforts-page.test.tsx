import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { EFFORTS_DAILY_PAGE_SIZE, EFFORTS_REPS_PAGE_SIZE } from '@/api/contract/time-efforts';
import { currentHref, renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';
import { readyPanel } from '@/test/panels';

/** The distinct 'Week of ...' column headers of a panel's tables. */
const weeksIn = (element: HTMLElement) =>
  new Set(
    within(element)
      .getAllByRole('columnheader')
      .map((th) => th.textContent ?? '')
      .filter((text) => text.startsWith('Week of ')),
  );

/** An endpoint's requests the page sends, as the named values joined by spaces (absent: '-'). */
function recordCalls(path: string, names: readonly string[]) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname !== `/api${path}`) return;
    calls.push(names.map((name) => url.searchParams.get(name) ?? '-').join(' '));
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

/** The daily table's requests, as `page sort order`. */
const recordDailyCalls = () => recordCalls('/efforts/workingstats', ['page', 'sort', 'order']);

/** The row names of a panel's table bodies. */
const rowNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('rowheader')
    .map((th) => th.textContent ?? '');

/** A column of the daily table's body (read from the DOM: role queries over 50 rows are slow in jsdom). */
const dailyCells = (daily: HTMLElement, column: number) =>
  Array.from(
    daily.querySelectorAll<HTMLTableRowElement>('tbody tr'),
    (row) => row.cells[column]?.textContent ?? '',
  );

// The whole app against the demo API in jsdom: slow on a busy machine.
describe('Time & Efforts page (/uds)', { timeout: 60_000 }, () => {
  it('shows the reports, the daily table and every week of the range in the hours and UDS tables', async () => {
    renderApp('/uds?startDate=2026-06-01&endDate=2026-11-15', { user: testSuperAdmin });
    expect(
      await screen.findByRole('heading', { name: 'Time & Efforts Reports' }, { timeout: 30_000 }),
    ).toBeVisible();

    const daily = await readyPanel('efforts-daily');
    expect(within(daily).getByRole('heading', { name: 'Daily Time and Effort' })).toBeInTheDocument();
    expect(within(daily).getAllByRole('row').length).toBeGreaterThan(2);

    // 2026-06-01 to 2026-11-15 is 24 ISO weeks: every one is a column, not the latest 12;
    // those near the scroller's window are built, the others hold their room.
    const weekly = await readyPanel('efforts-week');
    const hours = within(weekly).getByRole('table');
    expect(Number(hours.getAttribute('aria-colcount'))).toBeGreaterThanOrEqual(1 + 24);
    const built = weeksIn(weekly);
    expect(built.size).toBeGreaterThan(4);
    expect(built.size).toBeLessThan(24);

    const monthly = await readyPanel('efforts-month');
    expect(within(monthly).getByRole('heading', { name: 'Monthly Hours and Mileage' })).toBeInTheDocument();

    // The UDS tables too: every week (three cells each, after the period's), not the latest 6.
    const uds = await readyPanel('efforts-uds-brand');
    for (const table of within(uds).getAllByRole('table'))
      expect(Number(table.getAttribute('aria-colcount'))).toBeGreaterThanOrEqual(1 + 3 * (1 + 24));
    expect(weeksIn(uds).size).toBeGreaterThan(0);
    await readyPanel('efforts-uds-asm');
  });

  it('pages through the daily table, asking the API for each page, and sorts it there', async () => {
    const recorder = recordDailyCalls();
    try {
      // Two weeks: pages enough, and the hours and UDS tables beside it stay small.
      const { router } = renderApp('/uds?startDate=2026-11-02&endDate=2026-11-15', { user: testSuperAdmin });
      const daily = await readyPanel('efforts-daily');
      const pages = within(daily).getByRole('navigation', { name: 'Daily table pages' });
      expect(daily.querySelectorAll('tbody tr')).toHaveLength(EFFORTS_DAILY_PAGE_SIZE);
      const total = Number(
        /of ([\d,]+)$/.exec(within(daily).getByText(/^Showing /).textContent ?? '')?.[1]?.replace(/,/g, ''),
      );
      expect(total).toBeGreaterThan(2 * EFFORTS_DAILY_PAGE_SIZE);
      const seen = new Set(dailyCells(daily, 0).map((date, i) => `${date} ${dailyCells(daily, 1)[i]}`));

      for (const page of [2, 3]) {
        fireEvent.click(within(pages).getByRole('button', { name: `Page ${page}` }));
        await waitFor(() => expect(recorder.calls).toContain(`${page} - -`));
        await waitFor(() =>
          expect(within(daily).getByText(/^Showing /)).toHaveTextContent(
            `Showing ${(page - 1) * EFFORTS_DAILY_PAGE_SIZE + 1}-`,
          ),
        );
        expect(currentHref(router)).toContain(`dailyPage=${page}`);
        await readyPanel('efforts-daily');
        const dates = dailyCells(daily, 0);
        const reps = dailyCells(daily, 1);
        // Each page brings rows no earlier page had.
        for (const [i, date] of dates.entries()) {
          const key = `${date} ${reps[i]}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
        }
      }
      // Page 1 of the default order was asked once (the loader and the panel share its key).
      expect(recorder.calls.filter((c) => c === '- - -')).toHaveLength(1);

      // A header click asks the server for page 1 in that order.
      fireEvent.click(within(daily).getByRole('button', { name: 'Miles' }));
      await waitFor(() => expect(recorder.calls).toContain('- miles -'));
      await waitFor(() => expect(currentHref(router)).toContain('dailySort=miles'));
      expect(currentHref(router)).not.toContain('dailyPage=');
      await waitFor(() => expect(within(daily).getByText(/^Showing /)).toHaveTextContent('Showing 1-'));
      const miles = dailyCells(daily, 3).map((m) => Number(m.replace(/,/g, '')));
      expect(miles).toEqual([...miles].sort((a, b) => b - a));
    } finally {
      recorder.stop();
    }
  });

  it('pages the weekly hours by representative and shows one ASM UDS table at a time, one request each', async () => {
    const week = recordCalls('/efforts/workingstats/week', ['page']);
    const uds = recordCalls('/efforts/uds-stats', ['asm', 'page']);
    try {
      const { router } = renderApp('/uds?startDate=2026-11-02&endDate=2026-11-15', { user: testSuperAdmin });
      const weekly = await readyPanel('efforts-week');
      const range = () => weekly.querySelector('[data-pager-range]')?.textContent ?? '';
      const total = Number(/of (\d+) representatives$/.exec(range())?.[1]);
      expect(total).toBeGreaterThan(2 * EFFORTS_REPS_PAGE_SIZE);
      expect(range()).toBe(`Showing 1-10 of ${total} representatives`);
      const firstPage = rowNames(weekly);
      expect(firstPage).toHaveLength(EFFORTS_REPS_PAGE_SIZE);
      fireEvent.click(
        within(within(weekly).getByRole('navigation', { name: 'Weekly Hours and Mileage pages' })).getByRole(
          'button',
          { name: 'Page 2' },
        ),
      );
      await waitFor(() => expect(range()).toBe(`Showing 11-20 of ${total} representatives`));
      expect(currentHref(router)).toContain('weekPage=2');
      // Page 1's rows stay, dimmed, until page 2's answer is drawn.
      await waitFor(() => expect(rowNames(weekly)[0]).not.toBe(firstPage[0]));
      await readyPanel('efforts-week');
      const secondPage = rowNames(weekly);
      expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
      expect([...firstPage, ...secondPage]).toEqual(
        [...firstPage, ...secondPage].sort((a, b) => a.localeCompare(b, 'en-US')),
      );
      expect(week.calls).toEqual(['-', '2']);
      // The monthly table keeps its own page.
      expect(currentHref(router)).not.toContain('monthPage=');

      // The ASM UDS table: the first ASM's, TOTAL first; another ASM is its own request.
      const asmPanel = await readyPanel('efforts-uds-asm');
      const select = within(asmPanel).getByLabelText('ASM', { selector: 'input' });
      const first = (select as HTMLInputElement).value;
      expect(first).not.toBe('');
      expect(rowNames(asmPanel)[0]).toBe('TOTAL');
      fireEvent.click(select);
      const options = await screen.findAllByRole('option');
      expect(options[0]).toHaveTextContent(first);
      const other = options[1]?.textContent ?? '';
      fireEvent.click(options[1] as HTMLElement);
      await waitFor(() =>
        expect(within(asmPanel).getByRole('heading', { level: 3, name: other })).toBeInTheDocument(),
      );
      expect(currentHref(router)).toContain(`udsAsm=${encodeURIComponent(other)}`);
      expect(rowNames(asmPanel)[0]).toBe('TOTAL');
      expect(uds.calls).toEqual(['- -', `${other} -`]);
    } finally {
      week.stop();
      uds.stop();
    }
  });

  it("shows the first ASM's table when a link names an ASM the filter does not hold", async () => {
    const uds = recordCalls('/efforts/uds-stats', ['asm', 'page']);
    try {
      const { router } = renderApp(
        '/uds?startDate=2026-11-02&endDate=2026-11-15&udsAsm=Nobody%20Here&udsPage=2',
        {
          user: testSuperAdmin,
        },
      );
      await waitFor(() => expect(currentHref(router)).not.toContain('udsAsm='), { timeout: 30_000 });
      const asmPanel = await readyPanel('efforts-uds-asm');
      expect(currentHref(router)).not.toContain('udsPage=');
      expect(rowNames(asmPanel)[0]).toBe('TOTAL');
      // The refused ASM is asked by the loader's warm-up and again by the panel (a failed
      // answer is asked again on mount); then the first ASM's table, once.
      expect(new Set(uds.calls)).toEqual(new Set(['Nobody Here 2', '- -']));
      expect(uds.calls.filter((call) => call === '- -')).toHaveLength(1);
    } finally {
      uds.stop();
    }
  });
});
