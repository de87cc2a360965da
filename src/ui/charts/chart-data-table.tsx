import { VisuallyHidden } from '@mantine/core';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { useExportSource } from '@/ui/export/export-sources';

export interface ChartDataTableProps {
  caption: string;
  /** Column headers; the first one heads the row labels. */
  headers: readonly string[];
  /** Each row: its label then one formatted cell per remaining header. */
  rows: readonly (readonly string[])[];
}

const NO_ROWS: readonly (readonly string[])[] = [];

/**
 * The chart's data as a table for screen readers (the SVG itself is aria-hidden).
 *
 * Its rows render after the page's visible content, in a deferred render React slices and
 * yields between: hidden tables were most of the DOM a data answer
 * made (1,500 elements for 'Total Facings' or 'Account Status' alone, whether the chart
 * was drawn yet or not), all in the task that painted the charts.
 */
export const ChartDataTable = memo(function ChartDataTable({ caption, headers, rows }: ChartDataTableProps) {
  const shownRows = useDeferredValue(rows, NO_ROWS);
  const table = useRef<HTMLDivElement>(null);
  // The chart's export: these rows as CSV, its figure as the PNG.
  const figure = useRef<HTMLElement | null>(null);
  useEffect(() => {
    figure.current = table.current?.closest('figure') ?? null;
  });
  useExportSource('chart', figure, () => ({ caption, headers, rows }));
  return (
    <VisuallyHidden ref={table} data-export-skip>
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
          {shownRows.map((row, r) => (
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
