import { Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { SCHEDULE_LIST_PAGE_SIZE, type DailyVisits } from '@/api/contract/schedule';
import type { IsoDate } from '@/lib/dates';
import { formatInteger } from '@/lib/format';
import { useWindowWidth } from '@/ui/charts/use-window-width';
import { useLastPageWhenPast } from '@/ui/table/server-paging';
import { KeepRecent } from '@/ui/panel/keep-recent';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { FarColumns } from '@/ui/table/far-columns';
import { splitColumns, type ColumnRange } from '@/ui/table/near-columns';
import { PlainTable, PlainTd, PlainTh, PlainTr } from '@/ui/table/plain-table';
import { useWindowedColumns } from '@/ui/table/use-windowed-columns';
import { PagerRow } from '@/ui/table/server-pager';
import { representativesRequest } from './queries';
import {
  datesOf,
  dayHeader,
  repVisitRows,
  scheduleTableSize,
  selectedStatus,
  STATUS_DAY_WIDTH,
  STATUS_TOTAL_WIDTH,
  statusTableWidth,
  statusTabs,
  type DateWindow,
  WEEK_DAYS,
  type RepVisitRow,
} from './schedule-model';
import { repPageCount } from './view-state';
import classes from './schedule-page.module.css';

export const STATUS_TABLES_TITLE = 'Representative Visits by Status';

const count = (value: number | undefined) => (
  <span className={classes.number}>{formatInteger(value ?? 0)}</span>
);

const StatusRow = memo(function StatusRow({
  row,
  dates,
  range,
}: {
  row: RepVisitRow;
  dates: readonly IsoDate[];
  range: ColumnRange;
}) {
  const { before, near, after } = splitColumns(dates, range);
  return (
    <PlainTr>
      <PlainTh scope="row" className={classes.nameCell}>
        {row.name}
      </PlainTh>
      <FarColumns span={before.length} />
      {near.map((date, i) => (
        <PlainTd key={date} align="right" aria-colindex={range.from + i + 2}>
          {count(row.byDate.get(date))}
        </PlainTd>
      ))}
      <FarColumns span={after.length} />
      <PlainTd align="right" aria-colindex={dates.length + 2}>
        {count(row.total)}
      </PlainTd>
    </PlainTr>
  );
});

/**
 * One status: a row per representative, a column per day of the window and the total,
 * no pagination. A year is some 330 day columns by the representatives (16,700 elements
 * built in one task); like the ASM calendar, only the columns near the scroller's window
 * are built (`useWindowedColumns`), the others are one cell per side, and `aria-colindex` tells
 * screen readers where the built columns sit.
 */
function StatusTable({
  status,
  days,
  names,
  window,
  windowWidth,
}: {
  status: string;
  days: readonly DailyVisits[];
  /** The page's representatives: each has a row. */
  names: readonly string[];
  window: DateWindow;
  windowWidth: number;
}) {
  const rows = useMemo(() => repVisitRows(days, names), [days, names]);
  const dates = useMemo(() => datesOf(window), [window]);
  const { nameWidth } = scheduleTableSize(windowWidth);
  const width = statusTableWidth(nameWidth, dates.length);
  // The CSV holds every day of the window, built or not, for this page's representatives.
  const { range, scroller } = useWindowedColumns(windowWidth, {
    geometry: { leadWidth: nameWidth, columnWidth: STATUS_DAY_WIDTH, count: dates.length, step: WEEK_DAYS },
    table: () => ({
      caption: `${status} visits by representative`,
      headers: ['Representative', ...dates, 'Total'],
      rows: rows.map((row) => [
        row.name,
        ...dates.map((date) => formatInteger(row.byDate.get(date) ?? 0)),
        formatInteger(row.total),
      ]),
    }),
  });
  const { before, near, after } = splitColumns(dates, range);
  const partial = before.length + after.length > 0;
  return (
    <Table.ScrollContainer minWidth={width} type="native" {...scroller}>
      <PlainTable
        striped
        highlightOnHover
        verticalSpacing="xs"
        className={classes.statusTable}
        aria-colcount={dates.length + 2}
        data-near-days={`${range.from}-${range.to}`}
      >
        <VisuallyHidden component="caption">
          {`${status} visits by representative`}
          {partial && near.length > 0
            ? `, ${near[0]} to ${near.at(-1)} of ${dates[0]} to ${dates.at(-1)} shown; the table scrolls sideways to the other days`
            : ''}
        </VisuallyHidden>
        <colgroup>
          <col style={{ width: nameWidth }} />
          {dates.length > 0 ? <col span={dates.length} style={{ width: STATUS_DAY_WIDTH }} /> : null}
          <col style={{ width: STATUS_TOTAL_WIDTH }} />
        </colgroup>
        <Table.Thead>
          <PlainTr>
            <PlainTh scope="col" className={classes.nameCell} aria-colindex={1}>
              Representative
            </PlainTh>
            <FarColumns span={before.length} header />
            {near.map((date, i) => (
              <PlainTh
                key={date}
                scope="col"
                className={classes.dayHeader}
                aria-colindex={range.from + i + 2}
              >
                <span className={classes.weekday}>{dayHeader(date).weekday.slice(0, 3)}</span>
                <span className={classes.date}>{date}</span>
              </PlainTh>
            ))}
            <FarColumns span={after.length} header />
            <PlainTh scope="col" className={classes.dayHeader} aria-colindex={dates.length + 2}>
              Total
            </PlainTh>
          </PlainTr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <PlainTr>
              <PlainTd colSpan={dates.length + 2}>
                <Text c="dimmed" size="sm" ta="center" py="md">
                  No data for the selected filters
                </Text>
              </PlainTd>
            </PlainTr>
          ) : (
            rows.map((row) => <StatusRow key={row.name} row={row} dates={dates} range={range} />)
          )}
        </Table.Tbody>
      </PlainTable>
    </Table.ScrollContainer>
  );
}

/**
 * Per visit status, a table of each representative's visits per day (SPEC.md section 2:
 * the first status is selected by default), one page of representatives at a time, as the
 * ASM calendar: the answer is sized by the page, not by a national brand's team. The
 * selected tab and the page are view state in the URL; a tab flip needs no request.
 */
export function StatusTablesPanel({
  params,
  tab,
  onTabChange,
  page,
  onPage,
}: {
  params: RequestParams;
  tab: string | undefined;
  onTabChange: (status: string) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = usePanelQuery('schedule', representativesRequest(page), params);
  const windowWidth = useWindowWidth();
  const total = query.isPlaceholderData ? undefined : query.data?.data.total;
  // A link to page 4 of a list that now has 2 pages shows the last page instead.
  useLastPageWhenPast(page, total === undefined ? undefined : repPageCount(total), onPage);
  return (
    <Panel
      title={STATUS_TABLES_TITLE}
      name="schedule-status-tables"
      permission={{ section: 'schedule', key: 'visitStatusTables' }}
      query={query}
      isEmpty={(answer) => answer.data.total === 0}
      emptyText="No scheduled visits for the selected filters."
      skeletonHeight={320}
    >
      {(answer) => {
        const tabs = statusTabs(answer.data.byStatus);
        const selected = selectedStatus(tabs, tab);
        return (
          <>
            <KeepRecent itemKey={answer} deps={[selected, onTabChange, windowWidth]}>
              {() => (
                <Tabs value={selected} onChange={(value) => value && onTabChange(value)} keepMounted={false}>
                  <Tabs.List>
                    {tabs.map((status) => (
                      <Tabs.Tab key={status} value={status}>
                        {status}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {tabs.map((status) => (
                    <Tabs.Panel key={status} value={status} pt="sm">
                      <StatusTable
                        status={status}
                        days={answer.data.byStatus[status] ?? []}
                        names={answer.data.names}
                        window={answer.window}
                        windowWidth={windowWidth}
                      />
                    </Tabs.Panel>
                  ))}
                </Tabs>
              )}
            </KeepRecent>
            <PagerRow
              size={SCHEDULE_LIST_PAGE_SIZE}
              noun="representatives"
              label="Representative Visits by Status pages"
              page={page}
              shown={answer.data.names.length}
              total={answer.data.total}
              onChange={onPage}
            />
          </>
        );
      }}
    </Panel>
  );
}
