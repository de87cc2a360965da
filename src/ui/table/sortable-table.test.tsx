import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney } from '@/lib/format';
import { renderWithTheme } from '@/test/render';
import type { TableColumn } from './sortable-table';
import { SortableTable } from './sortable-table';
import { compareSortValues, nextSort, sortRows } from './sort-rows';

interface Top {
  name: string;
  sales: number;
  cases: number;
  address: string;
}

const rows: Top[] = [
  { name: 'Corner Market', sales: 1200.4, cases: 40, address: '1 Main St' },
  { name: 'Bay Liquor', sales: 5300, cases: 12, address: '2 Bay Ave' },
  { name: 'Apex Foods', sales: 900, cases: 70, address: '3 Elm Rd' },
];

const columns: TableColumn<Top>[] = [
  { key: 'account', header: 'Account', render: (r) => r.name },
  {
    key: 'amount',
    header: 'Amount',
    sortValue: (r) => r.sales,
    render: (r) => formatMoney(r.sales),
    firstDirection: 'desc',
    align: 'right',
  },
  {
    key: 'cases',
    header: 'Cases',
    sortValue: (r) => r.cases,
    render: (r) => formatInteger(r.cases),
    align: 'right',
  },
  { key: 'address', header: 'Address', render: (r) => r.address },
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('SortableTable', () => {
  it('sorts by the default column and marks it with aria-sort', () => {
    renderWithTheme(
      <SortableTable
        caption="Top 10 Accounts"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.name}
        defaultSort={{ key: 'amount', direction: 'desc' }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Top 10 Accounts' })).toBeInTheDocument();
    expect(firstColumn()).toEqual(['Bay Liquor', 'Corner Market', 'Apex Foods']);
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Cases/ })).toHaveAttribute('aria-sort', 'none');
    // Columns without a sort value have no aria-sort and no button.
    expect(screen.getByRole('columnheader', { name: 'Account' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('$1,200')).toBeInTheDocument();
  });

  it('sorts on header click and flips on the second click', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SortableTable caption="Top" columns={columns} rows={rows} rowKey={(r) => r.name} />);
    expect(firstColumn()).toEqual(['Corner Market', 'Bay Liquor', 'Apex Foods']);
    await user.click(screen.getByRole('button', { name: 'Cases' }));
    expect(firstColumn()).toEqual(['Bay Liquor', 'Corner Market', 'Apex Foods']);
    expect(screen.getByRole('columnheader', { name: /Cases/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Cases' }));
    expect(firstColumn()).toEqual(['Apex Foods', 'Corner Market', 'Bay Liquor']);
    // Amount starts high to low.
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(firstColumn()).toEqual(['Bay Liquor', 'Corner Market', 'Apex Foods']);
  });

  it('shows a message without rows', () => {
    renderWithTheme(<SortableTable caption="Top" columns={columns} rows={[]} rowKey={(r) => r.name} />);
    expect(screen.getByText('No data for the selected filters')).toBeInTheDocument();
  });
});

describe('sort helpers', () => {
  it('sorts numbers and text naturally, missing values last, stably', () => {
    expect(sortRows(['b10', 'b2', 'a'], (v) => v, 'asc')).toEqual(['a', 'b2', 'b10']);
    expect(sortRows([3, null, 1], (v) => v, 'desc')).toEqual([3, 1, null]);
    expect(sortRows([3, null, 1], (v) => v, 'asc')).toEqual([1, 3, null]);
    const pairs = [
      { k: 1, id: 'x' },
      { k: 1, id: 'y' },
    ];
    expect(sortRows(pairs, (p) => p.k, 'desc').map((p) => p.id)).toEqual(['x', 'y']);
    expect(compareSortValues('apple', 'Apple', 'asc')).toBe(0);
  });

  it('flips the same column and starts a new one at its first direction', () => {
    expect(nextSort(null, 'a', 'desc')).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a', 'desc')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort({ key: 'a', direction: 'asc' }, 'b', 'asc')).toEqual({ key: 'b', direction: 'asc' });
  });
});
