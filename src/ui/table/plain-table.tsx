import { Table, type TableProps } from '@mantine/core';
import { createContext, useContext, type ComponentPropsWithoutRef } from 'react';

/**
 * Large tables' body rows and cells as plain `<tr>`, `<td>` and `<th>` elements carrying
 * Mantine's Table classes and data attributes: the same markup and styles as `Table.Tr`,
 * `Table.Td` and `Table.Th`, without a Mantine component (Box, props and styles resolution)
 * per cell. A management table is 30-40 representatives by 28 months; at 4x CPU its first
 * render spent most of a 640 ms task in Mantine's per-cell work (measured with
 * bench/loaf-page.mjs). Headers and small tables keep Mantine's components.
 */
interface TableLook {
  striped: 'odd' | 'even' | undefined;
  hover: boolean;
  rowBorders: boolean;
  columnBorders: boolean;
}

const LookContext = createContext<TableLook>({
  striped: undefined,
  hover: false,
  rowBorders: true,
  columnBorders: false,
});

/** Mantine's `Table`, telling the plain rows and cells inside it how the table looks. */
export function PlainTable({
  striped = false,
  highlightOnHover = false,
  withRowBorders = true,
  withColumnBorders = false,
  ...props
}: TableProps) {
  const look: TableLook = {
    striped: striped === true ? 'odd' : striped || undefined,
    hover: highlightOnHover,
    rowBorders: withRowBorders,
    columnBorders: withColumnBorders,
  };
  return (
    <LookContext.Provider value={look}>
      <Table
        striped={striped}
        highlightOnHover={highlightOnHover}
        withRowBorders={withRowBorders}
        withColumnBorders={withColumnBorders}
        {...props}
      />
    </LookContext.Provider>
  );
}

const joined = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** `Table.Tr` as a plain element (the attributes Mantine's Tr sets from the table's props). */
export function PlainTr({ className, ...props }: ComponentPropsWithoutRef<'tr'>) {
  const look = useContext(LookContext);
  return (
    <tr
      className={joined(Table.classes.tr, 'mantine-Table-tr', className)}
      data-with-row-border={look.rowBorders || undefined}
      data-striped={look.striped}
      data-hover={look.hover || undefined}
      {...props}
    />
  );
}

/** `Table.Td` as a plain element; `align` is Mantine's `ta`. */
export function PlainTd({
  className,
  align,
  style,
  ...props
}: Omit<ComponentPropsWithoutRef<'td'>, 'align'> & { align?: 'left' | 'center' | 'right' }) {
  const look = useContext(LookContext);
  return (
    <td
      className={joined(Table.classes.td, 'mantine-Table-td', className)}
      data-with-column-border={look.columnBorders || undefined}
      style={align ? { textAlign: align, ...style } : style}
      {...props}
    />
  );
}

/** `Table.Th` as a plain element (a row header, `scope="row"`). */
export function PlainTh({ className, ...props }: ComponentPropsWithoutRef<'th'>) {
  const look = useContext(LookContext);
  return (
    <th
      className={joined(Table.classes.th, 'mantine-Table-th', className)}
      data-with-column-border={look.columnBorders || undefined}
      {...props}
    />
  );
}
