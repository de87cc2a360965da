import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createSession } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';
import { testManager } from '@/test/test-users';
import { PieChart } from '@/ui/charts/pie-chart';
import { Panel } from '@/ui/panel/panel';
import { SortableTable, tableText, type TableColumn } from '@/ui/table/sortable-table';
import { renderWithTheme } from '@/test/render';
import { CSV_ITEM, CSV_PAGE_ITEM, PNG_ITEM } from './export-menu';

interface Row {
  name: string;
  amount: number;
}

const COLUMNS: TableColumn<Row>[] = [
  { key: 'name', header: 'Account', render: (row) => <a href="#a">{row.name}</a> },
  { key: 'amount', header: 'Amount', sortValue: (row) => row.amount, render: (row) => <b>${row.amount}</b> },
  { key: 'actions', header: 'Actions', render: () => <button type="button">Edit</button>, pinnedEnd: true },
];
const ROWS: Row[] = [
  { name: 'Corner, "The" Market', amount: 12 },
  { name: 'Bay Deli', amount: 40 },
];

const renderPanel = (ui: ReactElement) =>
  renderWithTheme(
    <SessionProvider
      session={createSession({ queryClient: new QueryClient(), user: testManager })}
      fallback={null}
    >
      {ui}
    </SessionProvider>,
  );

const openMenu = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
};

describe('the Export menu', () => {
  it('comes with a chart: PNG and CSV, named by the panel title', async () => {
    renderPanel(
      <Panel title="Voids" name="voids">
        <PieChart
          title="Voids: Missing"
          hideTitle
          width={300}
          data={[
            { key: 'A', value: 3 },
            { key: 'B', value: 1 },
          ]}
        />
      </Panel>,
    );
    const menu = await openMenu('Export Voids');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([PNG_ITEM, CSV_ITEM]);
  });

  it('comes with a table: CSV only, saying so when the rows are one page', async () => {
    renderPanel(
      <Panel title="Master Accounts List">
        <SortableTable
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(row) => row.name}
          caption="Accounts"
          pagedRows
        />
      </Panel>,
    );
    const menu = await openMenu('Export Master Accounts List');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([CSV_PAGE_ITEM]);
  });

  it('is not there without a chart or table', async () => {
    renderPanel(<Panel title="Summary">cards</Panel>);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Export/ })).toBeNull();
  });
});

describe('tableText', () => {
  it('holds the cells as shown, row actions left out', () => {
    expect(tableText(COLUMNS, ROWS, 'Accounts')).toEqual({
      caption: 'Accounts',
      headers: ['Account', 'Amount'],
      rows: [
        ['Corner, "The" Market', '$12'],
        ['Bay Deli', '$40'],
      ],
    });
  });

  it('takes a column’s own CSV text, or leaves it out', () => {
    const columns: TableColumn<Row>[] = [
      { ...COLUMNS[0]!, csv: (row) => row.name.toUpperCase() },
      { ...COLUMNS[1]!, csv: false },
    ];
    expect(tableText(columns, ROWS.slice(1), 'Accounts').rows).toEqual([['BAY DELI']]);
  });
});
