import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './account.module.css';

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}

/**
 * A history as a table with a caption (its accessible name), scrolling inside its panel
 * once it is longer than a screenful; the scroller takes focus, so keys scroll it too. The
 * scroller's region is named apart from its panel (a landmark of the same name), as the
 * table that scrolls.
 */
export function RecordTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
}) {
  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={`${caption} table`}>
      <Table stickyHeader striped highlightOnHover miw={560}>
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.align}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
