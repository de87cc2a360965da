import { VisuallyHidden } from '@mantine/core';
import { memo } from 'react';

export interface ChartDataTableProps {
  caption: string;
  /** Column headers; the first one heads the row labels. */
  headers: readonly string[];
  /** Each row: its label then one formatted cell per remaining header. */
  rows: readonly (readonly string[])[];
}

/** The chart's data as a table for screen readers (the SVG itself is aria-hidden). */
export const ChartDataTable = memo(function ChartDataTable({ caption, headers, rows }: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
});
