import { expect, type Locator, type Page } from '@playwright/test';
import { FilterBoard } from './filter-board';

export type SchedulePanelName =
  'schedule-summary' | 'schedule-asm' | 'schedule-daily-visits' | 'schedule-status-tables';

export const SCHEDULE_PANELS: readonly SchedulePanelName[] = [
  'schedule-summary',
  'schedule-asm',
  'schedule-daily-visits',
  'schedule-status-tables',
];

/** The Schedule page (src/features/schedule): board with week buttons, downloads, panels. */
export class SchedulePage {
  readonly board: FilterBoard;
  readonly prevWeek: Locator;
  readonly nextWeek: Locator;
  readonly summary: Locator;
  readonly asm: Locator;
  /** The calendar on screen: the panel keeps recent weeks' calendars mounted, hidden. */
  readonly calendar: Locator;
  readonly calendarRows: Locator;
  readonly legend: Locator;
  /** The calendar's pager: 'Showing 1-10 of 24 representatives' and its page buttons. */
  readonly asmRange: Locator;
  readonly asmPages: Locator;
  readonly statusTables: Locator;
  /** The selected status's table (the tabs keep only it mounted; kept weeks are hidden). */
  readonly statusTable: Locator;
  /** The status tables' pager, as the calendar's. */
  readonly statusRange: Locator;
  readonly statusPages: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.prevWeek = page.getByRole('button', { name: 'Prev Week' });
    this.nextWeek = page.getByRole('button', { name: 'Next Week' });
    this.summary = this.panel('schedule-summary');
    this.asm = this.panel('schedule-asm');
    this.calendar = this.asm.locator('table').filter({ visible: true });
    this.calendarRows = this.calendar.locator('tbody tr[data-rep]');
    this.legend = this.asm.getByRole('list', { name: 'Visit status legend' });
    this.asmRange = this.asm.locator('[data-pager-range]');
    this.asmPages = this.asm.getByRole('navigation', { name: 'ASM Schedule pages' });
    this.statusTables = this.panel('schedule-status-tables');
    this.statusTable = this.statusTables.locator('table').filter({ visible: true });
    this.statusRange = this.statusTables.locator('[data-pager-range]');
    this.statusPages = this.statusTables.getByRole('navigation', {
      name: 'Representative Visits by Status pages',
    });
  }

  panel(name: SchedulePanelName): Locator {
    return this.page.locator(`[data-panel="${name}"]`);
  }

  async waitForPanelsReady(names: readonly SchedulePanelName[] = SCHEDULE_PANELS): Promise<void> {
    for (const name of names)
      await expect(this.panel(name)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  /** 'Monday 2026-11-23', ... as the calendar's day headers read. */
  async dayHeaders(): Promise<string[]> {
    const texts = await this.calendar.locator('thead th').allInnerTexts();
    return texts.slice(1).map((t) => t.replace(/\s+/g, ' ').trim());
  }

  /** The calendar's sideways scroller (Mantine's Table.ScrollContainer around the table). */
  calendarScroller(): Locator {
    return this.calendar.locator('xpath=../..');
  }

  /** The selected status table's sideways scroller. */
  statusScroller(): Locator {
    return this.statusTable.locator('xpath=../..');
  }

  /** The visits on screen in the calendar, with their status and background colour. */
  visits(status?: string): Locator {
    const all = this.calendar.locator('li[data-status]');
    return status ? this.calendar.locator(`li[data-status="${status}"]`) : all;
  }

  legendItem(status: string): Locator {
    return this.legend.getByRole('button', { name: new RegExp(`^${status}`) });
  }

  /** The value of a summary card ('Planned Visits', 'Accounts Visited', ...). */
  async summaryValue(label: string): Promise<string> {
    const card = this.summary.locator('[data-summary-card]').filter({
      has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
    });
    return (await card.locator('dd').first().innerText()).replace(/\s+/g, ' ').trim();
  }

  downloadButton(block: 'Schedule Reports' | 'Schedule Metric Reports', label: string): Locator {
    return this.page.getByRole('button', { name: `${block}: ${label}` });
  }
}
