import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentHref, renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';
import { readyPanel } from '@/test/panels';

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

  it('pages the ASM calendar by representative with the page, order and name filter in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/schedule?startDate=2026-11-09&endDate=2026-11-15', {
      user: testSuperAdmin,
    });
    const calendar = await readyPanel('schedule-asm');
    // The rows on screen: flipped-from pages stay mounted, hidden (KeepRecent).
    const names = () =>
      [...calendar.querySelectorAll('tbody tr[data-rep]')]
        .filter((row) => !row.closest('[data-kept]'))
        .map((row) => row.getAttribute('data-rep') ?? '');
    const range = () => calendar.querySelector('[data-pager-range]')?.textContent ?? '';
    expect(range()).toMatch(/^Showing 1-10 of \d+ representatives$/);
    const first = names();
    expect(first).toHaveLength(10);
    expect(first).toEqual([...first].sort((a, b) => a.localeCompare(b, 'en-US')));

    await user.click(within(calendar).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentHref(router)).toContain('asmPage=2'));
    await waitFor(() => expect(range()).toMatch(/^Showing 11-/));
    await readyPanel('schedule-asm');
    const second = names();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((name) => first.includes(name))).toBe(false);
    expect((second[0] ?? '').localeCompare(first.at(-1) ?? '', 'en-US')).toBeGreaterThan(0);

    // The name order flips on the server and starts over at page 1.
    await user.click(within(calendar).getByRole('button', { name: 'ASM' }));
    await waitFor(() => expect(currentHref(router)).toContain('asmSort=desc'));
    expect(currentHref(router)).not.toContain('asmPage=');
    await waitFor(() => expect(range()).toMatch(/^Showing 1-10 of/));
    await readyPanel('schedule-asm');
    expect(names()[0]).not.toBe(first[0]);
    const descending = names();
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en-US')));

    // A name filter that matches no one keeps the calendar, so it can be cleared.
    await user.type(within(calendar).getByRole('textbox', { name: 'Filter ASM by name' }), 'zzz');
    await waitFor(() => expect(currentHref(router)).toContain('asmPrefix=zzz'));
    await waitFor(() => expect(within(calendar).getByText('No representative matches.')).toBeInTheDocument());
    expect(range()).toBe('Showing 0 of 0 representatives');
  });
});
