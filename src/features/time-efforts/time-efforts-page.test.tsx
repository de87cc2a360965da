import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';

const panel = (name: string) => document.querySelector<HTMLElement>(`[data-panel="${name}"]`);
const readyPanel = async (name: string) => {
  await waitFor(() => expect(panel(name)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
  return panel(name) as HTMLElement;
};

/** The distinct 'Week of ...' column headers of a panel's tables. */
const weeksIn = (element: HTMLElement) =>
  new Set(
    within(element)
      .getAllByRole('columnheader')
      .map((th) => th.textContent ?? '')
      .filter((text) => text.startsWith('Week of ')),
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
});
