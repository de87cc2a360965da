import { Table } from '@mantine/core';
import { useMemo } from 'react';
import type { ScorecardPeriod } from '@/api/contract/reports';
import type { RequestParams } from '@/api/contract/request-params';
import { useWindowWidth } from '@/ui/charts/use-window-width';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { FarColumns } from '@/ui/table/far-columns';
import { splitColumns } from '@/ui/table/near-columns';
import { PlainTable, PlainTd, PlainTh, PlainTr } from '@/ui/table/plain-table';
import { useWindowedColumns } from '@/ui/table/use-windowed-columns';
import { reportsRequests, type SummaryPeriod } from './queries';
import classes from './reports.module.css';
import { summaryTable, summaryTableText } from './reports-model';

const TITLES: Record<SummaryPeriod, string> = { week: 'Weekly Summary', month: 'Monthly Summary' };
const PERMISSIONS = { week: 'weeklySummary', month: 'monthlySummary' } as const;

/** Width of the sticky Metric column. */
const METRIC_WIDTH = 200;
/** One period's column: "Week" over its date, or a money total. */
const PERIOD_WIDTH = 120;
/** Periods built beyond each side of the window, and the unit the built range moves in. */
const PERIOD_STEP = 4;

/**
 * One column per period of the range, the metric column staying while they scroll. A range
 * from the brand's earliest date is a hundred weeks and more by 22 metrics: only the periods
 * near the scroller's window are built (`useWindowedColumns`), the others hold their room.
 */
function SummaryTable({ periods, title }: { periods: readonly ScorecardPeriod[]; title: string }) {
  const table = useMemo(() => summaryTable(periods), [periods]);
  const windowWidth = useWindowWidth();
  const { range, scroller } = useWindowedColumns(windowWidth, {
    geometry: {
      leadWidth: METRIC_WIDTH,
      columnWidth: PERIOD_WIDTH,
      count: table.columns.length,
      step: PERIOD_STEP,
    },
    table: () => summaryTableText(table, title),
  });
  const { before, near, after } = splitColumns(table.columns, range);
  const at = (i: number) => range.from + i;
  return (
    <Table.ScrollContainer
      {...scroller}
      minWidth={METRIC_WIDTH + PERIOD_WIDTH * table.columns.length}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${title} table`}
    >
      <PlainTable
        className={classes.table}
        verticalSpacing={6}
        withRowBorders
        aria-colcount={table.columns.length + 1}
        data-near-columns={`${range.from}-${range.to}`}
      >
        <colgroup>
          <col style={{ width: METRIC_WIDTH }} />
          {table.columns.length > 0 ? (
            <col span={table.columns.length} style={{ width: PERIOD_WIDTH }} />
          ) : null}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.metric} aria-colindex={1}>
              Metric
            </Table.Th>
            <FarColumns span={before.length} header />
            {near.map((c, i) => (
              <Table.Th key={c.key} scope="col" className={classes.period} aria-colindex={at(i) + 2}>
                {c.label}
                <span className={classes.date}>{c.date}</span>
              </Table.Th>
            ))}
            <FarColumns span={after.length} header />
          </Table.Tr>
        </Table.Thead>
        {table.blocks.map((block) => (
          <Table.Tbody key={block.title}>
            <PlainTr className={classes.block}>
              <PlainTh scope="colgroup" colSpan={table.columns.length + 1} aria-colindex={1}>
                <span className={classes.blockTitle}>{block.title}</span>
              </PlainTh>
            </PlainTr>
            {block.rows.map((row) => (
              <PlainTr key={row.key}>
                <PlainTh scope="row" className={classes.metric} style={{ fontWeight: 400 }} aria-colindex={1}>
                  {row.label}
                </PlainTh>
                <FarColumns span={before.length} />
                {near.map((c, i) => (
                  <PlainTd key={c.key} className={classes.value} aria-colindex={at(i) + 2}>
                    {row.cells[at(i)]}
                  </PlainTd>
                ))}
                <FarColumns span={after.length} />
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
