import { Table } from '@mantine/core';
import { useMemo, useRef } from 'react';
import type { ScorecardPeriod } from '@/api/contract/reports';
import type { RequestParams } from '@/api/contract/request-params';
import { useExportSource } from '@/ui/export/export-sources';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { PlainTable, PlainTd, PlainTh, PlainTr } from '@/ui/table/plain-table';
import { reportsRequests, type SummaryPeriod } from './queries';
import classes from './reports.module.css';
import { summaryTable, summaryTableText } from './reports-model';

const TITLES: Record<SummaryPeriod, string> = { week: 'Weekly Summary', month: 'Monthly Summary' };
const PERMISSIONS = { week: 'weeklySummary', month: 'monthlySummary' } as const;

function SummaryTable({ periods, title }: { periods: readonly ScorecardPeriod[]; title: string }) {
  const table = useMemo(() => summaryTable(periods), [periods]);
  const scroller = useRef<HTMLDivElement>(null);
  useExportSource('table', scroller, () => summaryTableText(table, title));
  return (
    <Table.ScrollContainer
      ref={scroller}
      minWidth={200 + 120 * table.columns.length}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${title} table`}
    >
      <PlainTable className={classes.table} verticalSpacing={6} withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.metric}>
              Metric
            </Table.Th>
            {table.columns.map((c) => (
              <Table.Th key={c.key} scope="col" className={classes.period}>
                {c.label}
                <span className={classes.date}>{c.date}</span>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {table.blocks.map((block) => (
          <Table.Tbody key={block.title}>
            <PlainTr className={classes.block}>
              <PlainTh scope="colgroup" colSpan={table.columns.length + 1} className={classes.metric}>
                {block.title}
              </PlainTh>
            </PlainTr>
            {block.rows.map((row) => (
              <PlainTr key={row.key}>
                <PlainTh scope="row" className={classes.metric} style={{ fontWeight: 400 }}>
                  {row.label}
                </PlainTh>
                {row.cells.map((cell, i) => (
                  <PlainTd key={table.columns[i]?.key ?? i} className={classes.value}>
                    {cell}
                  </PlainTd>
                ))}
              </PlainTr>
            ))}
          </Table.Tbody>
        ))}
      </PlainTable>
    </Table.ScrollContainer>
  );
}

/**
 * The Weekly or Monthly Summary table (SPEC.md section 2: "when data exists and is
 * permitted"): no panel at all without permission, or once an answer says there are no
 * periods; loading and errors show in the panel's frame as everywhere else.
 */
export function SummaryTablePanel({ period, params }: { period: SummaryPeriod; params: RequestParams }) {
  const query = usePanelQuery('reports', reportsRequests[period], params);
  if (query.data?.length === 0 && !query.isError) return null;
  return (
    <Panel
      title={TITLES[period]}
      name={`reports-${period}-summary`}
      permission={{ section: 'reports', key: PERMISSIONS[period] }}
      query={query}
    >
      {(rows) => <SummaryTable periods={rows} title={TITLES[period]} />}
    </Panel>
  );
}
