import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentHref, renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';

const panel = (name: string) => document.querySelector<HTMLElement>(`[data-panel="${name}"]`);
const readyPanel = async (name: string) => {
  await waitFor(() => expect(panel(name)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
  return panel(name) as HTMLElement;
};

// The whole app against the demo API in jsdom: slow on a busy machine.
describe('SchedulePage', { timeout: 60_000 }, () => {
  it('shows the summary, the ASM calendar, daily visits and status tables, and Prev Week moves the week', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/schedule?startDate=2026-11-09&endDate=2026-11-15', {
      user: testSuperAdmin,
    });

    const summary = await readyPanel('schedule-summary');
    // Eight values in six cards: visited and missed carry their percentage in brackets.
    expect(within(summary).getAllByRole('term')).toHaveLength(6);
    expect(within(summary).getAllByText(/\(\d+(\.\d+)?%\)/).length).toBeGreaterThanOrEqual(2);
    const calendar = await readyPanel('schedule-asm');
    expect(within(calendar).getByRole('textbox', { name: 'Filter ASM by name' })).toBeInTheDocument();
    expect(within(calendar).getAllByRole('columnheader').length).toBeGreaterThan(7);
    await readyPanel('schedule-daily-visits');
    await readyPanel('schedule-status-tables');

    await user.click(screen.getByRole('button', { name: 'Prev Week' }));
    await waitFor(() => expect(currentHref(router)).toContain('startDate=2026-11-02'));
    expect(currentHref(router)).toContain('endDate=2026-11-08');
    await readyPanel('schedule-asm');
  });
});
