import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo, useRef, useState } from 'react';
import { useExportSource } from '@/ui/export/export-sources';
import { nodeText } from '@/ui/export/node-text';
import { PlainTable, PlainTd, PlainTr } from './plain-table';
import classes from './sortable-table.module.css';
import type { SortDirection, SortState, SortValue } from './sort-rows';
import { nextSort, sortRows } from './sort-rows';

export interface TableColumn<Row> {
  key: string;
  header: string;
  /** Cell content (default: the sort value, or nothing). */
  render?: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Direction of the first click on this column (default 'asc'; use 'desc' for amounts). */
  firstDirection?: SortDirection;
  align?: 'left' | 'right' | 'center';
  /** Fixed or minimum width in px. */
  width?: number;
  /**
   * Keeps the column at the right edge while a narrow screen scrolls the table sideways
   * (row actions stay in reach at 375 px instead of 900 px to the right).
   */
  pinnedEnd?: boolean;
  /**
   * The cell as CSV text (default: the text the cell shows); false leaves the column out of
   * the CSV (row actions at the pinned end are left out unless they say otherwise).
   */
  csv?: false | ((row: Row) => string);
}

export interface SortableTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Accessible name (visually hidden caption). */
  caption: string;
  /** Uncontrolled initial sort; null keeps the given row order. */
  defaultSort?: SortState | null;
  /** Controlled sort (for example from the URL) with its change handler. */
  sort?: SortState | null;
  onSortChange?: (next: SortState) => void;
  /** The table scrolls sideways below this width (px). */
  minWidth?: number;
  emptyMessage?: string;
  /** The rows are one page of a longer list: the panel's CSV says so. */
  pagedRows?: boolean;
}

const cellValue = <Row,>(column: TableColumn<Row>, row: Row): ReactNode =>
  column.render ? column.render(row) : (column.sortValue?.(row) ?? null);

/** The table as CSV text: the exported columns' headers, then each row as shown (sorted). */
export function tableText<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[], caption: string) {
  const exported = columns.filter((c) => (c.csv === undefined ? !c.pinnedEnd : c.csv !== false));
  return {
    caption,
    headers: exported.map((c) => c.header),
    rows: rows.map((row) => exported.map((c) => (c.csv ? c.csv(row) : nodeText(cellValue(c, row))))),
  };
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: SortDirection | null }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden className={classes.icon}>
      <path d="M6 1.5 9 5H3z" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M6 10.5 3 7h6z" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

/**
 * A small table with sortable columns (header buttons, aria-sort), no paging, and
 * sideways scrolling on narrow screens.
 */
export function SortableTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  defaultSort = null,
  sort: controlledSort,
  onSortChange,
  minWidth = 600,
  emptyMessage = 'No data for the selected filters',
  pagedRows = false,
}: SortableTableProps<Row>) {
  const [internalSort, setInternalSort] = useState<SortState | null>(defaultSort);
  const sort = controlledSort === undefined ? internalSort : controlledSort;

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (!sort || !column?.sortValue) return rows;
    return sortRows(rows, column.sortValue, sort.direction);
  }, [rows, columns, sort]);

  const scroller = useRef<HTMLDivElement>(null);
  useExportSource('table', scroller, () => tableText(columns, sorted, caption), pagedRows);

  const onHeaderClick = (column: TableColumn<Row>) => {
    const next = nextSort(sort, column.key, column.firstDirection ?? 'asc');
    if (controlledSort === undefined) setInternalSort(next);
    onSortChange?.(next);
  };

  return (
    <Table.ScrollContainer ref={scroller} minWidth={minWidth} type="native">
      <PlainTable striped highlightOnHover verticalSpacing="xs" className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : null;
              return (
                <Table.Th
                  key={column.key}
                  scope="col"
                  w={column.width}
                  ta={column.align}
                  className={column.pinnedEnd ? classes.pinnedEnd : undefined}
                  aria-sort={column.sortValue ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                >
                  {column.sortValue ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      data-align={column.align ?? 'left'}
                      onClick={() => onHeaderClick(column)}
                    >
                      <span>{column.header}</span>
                      <SortIcon direction={direction} />
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" size="sm" ta="center" py="md">
                  {emptyMessage}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            sorted.map((row, index) => (
              <PlainTr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <PlainTd
                    key={column.key}
                    align={column.align}
                    className={column.pinnedEnd ? classes.pinnedEnd : undefined}
                  >
                    {cellValue(column, row)}
                  </PlainTd>
                ))}
              </PlainTr>
            ))
          )}
        </Table.Tbody>
      </PlainTable>
    </Table.ScrollContainer>
  );
}
