import { Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  EFFORTS_REPS_PAGE_SIZE,
  UDS_METRICS,
  asmUdsAllBrandReport,
  asmUdsAllRepReport,
  asmUdsBrandReport,
  asmUdsReport,
  timeEffortsDailyReport,
  timeEffortsMonthlyReport,
  timeEffortsWeeklyReport,
  udsAccountsByBrandReport,
  udsAccountsReport,
  type AsmUdsData,
  type EffortsDailySortKey,
  type HoursAndMileage,
  type TimeEffortRow,
  type TimeEffortsPage,
} from '@/api/contract/time-efforts';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import { isApiError } from '@/api/errors';
import { can, type PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { formatDateLabel, formatNumber } from '@/lib/format';
import { DownloadBlock } from '@/ui/download/download-block';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { useWindowWidth } from '@/ui/charts/use-window-width';
import { FarColumns } from '@/ui/table/far-columns';
import { splitColumns } from '@/ui/table/near-columns';
import { PlainTable, PlainTd, PlainTh, PlainTr } from '@/ui/table/plain-table';
import type { SortDirection } from '@/ui/table/sort-rows';
import { SortableTable, type TableColumn } from '@/ui/table/sortable-table';
import { useWindowedColumns } from '@/ui/table/use-windowed-columns';
import { PACE_RULE_TEXT } from '@/ui/targets/pace-reading';
import { PaceTag, paceCellClass } from '@/ui/targets/pace-tag';
import {
  dailyRowView,
  formatUdsCell,
  hoursTable,
  udsCountPace,
  udsTables,
  type DailyRowView,
  type UdsTableView,
} from './time-efforts-model';
import { hoursTableText, periodHeading, udsTableText } from './time-efforts-model';
import classes from './time-efforts.module.css';
import { dailyRequest, hoursRequest, udsAsmRequest, udsBrandRequest } from './queries';
import { clampDailyPage, dailyPageCount, dailyRangeText, repPageCount, type DailyView } from './view-state';
import { useDailyView, useHoursPage, useUdsView } from './use-efforts-view';
import { PagerRow, ServerPager } from '@/ui/table/server-pager';
import { useLastPageWhenPast } from '@/ui/table/server-paging';

type EffortsKey = PermissionKey<'timeEfforts'>;

interface ReportButton {
  key: EffortsKey;
  label: string;
  endpoint: BlobEndpoint;
  ariaLabel: string;
}

const TIME_REPORTS: readonly ReportButton[] = [
  {
    key: 'dailyReport',
    label: 'Daily',
    endpoint: timeEffortsDailyReport,
    ariaLabel: 'Download daily time and efforts report',
  },
  {
    key: 'weeklyReport',
    label: 'Weekly',
    endpoint: timeEffortsWeeklyReport,
    ariaLabel: 'Download weekly time and efforts report',
  },
  {
    key: 'monthlyReport',
    label: 'Monthly',
    endpoint: timeEffortsMonthlyReport,
    ariaLabel: 'Download monthly time and efforts report',
  },
];

const UDS_REPORTS: readonly ReportButton[] = [
  { key: 'asmUdsReport', label: 'ASM UDS', endpoint: asmUdsReport, ariaLabel: 'Download ASM UDS report' },
  {
    key: 'asmUdsBrand',
    label: 'ASM UDS by Brand',
    endpoint: asmUdsBrandReport,
    ariaLabel: 'Download ASM UDS by brand report',
  },
  {
    key: 'udsAccounts',
    label: 'UDS Accounts List',
    endpoint: udsAccountsReport,
    ariaLabel: 'Download UDS Accounts List',
  },
  {
    key: 'udsAccountsByBrand',
    label: 'UDS Accounts by Brand List',
    endpoint: udsAccountsByBrandReport,
    ariaLabel: 'Download UDS Accounts by Brand List',
  },
  {
    key: 'asmUdsAllBrand',
    label: 'ASM Tracker - UDS - By Brand (All)',
    endpoint: asmUdsAllBrandReport,
    ariaLabel: 'Download ASM Tracker - UDS - By Brand (All)',
  },
  {
    key: 'asmUdsAllRep',
    label: 'ASM Tracker - UDS - By Rep (All)',
    endpoint: asmUdsAllRepReport,
    ariaLabel: 'Download ASM Tracker - UDS - By Rep (All)',
  },
];

/** A block of download buttons, each with its own permission; hidden when none is held. */
function ReportsPanel({
  title,
  name,
  buttons,
  params,
}: {
  title: string;
  name: string;
  buttons: readonly ReportButton[];
  params: RequestParams;
}) {
  const permissions = usePermissions();
  const permitted = buttons
    .filter((b) => can(permissions, 'timeEfforts', b.key))
    .map((b) => ({ ...b, permission: { section: 'timeEfforts', key: b.key } as const }));
  return <DownloadBlock title={title} name={name} buttons={permitted} params={params} />;
}

export const TimeReportsPanel = ({ params }: { params: RequestParams }) => (
  <ReportsPanel
    title="Time & Efforts Reports"
    name="efforts-reports"
    buttons={TIME_REPORTS}
    params={params}
  />
);

export const UdsReportsPanel = ({ params }: { params: RequestParams }) => (
  <ReportsPanel title="UDS Reports" name="efforts-uds-reports" buttons={UDS_REPORTS} params={params} />
);

// ---------------------------------------------------------------------------------------

/**
 * A link to page 40 of a table that now has 3 pages shows the last page instead, once the
 * table's own answer (not the dimmed previous one) is in.
 */
function useLastPageOf(
  query: { data?: { total: number }; isPlaceholderData: boolean },
  page: number,
  pageCount: (total: number) => number,
  onPage: (page: number) => void,
) {
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  useLastPageWhenPast(page, total === undefined ? undefined : pageCount(total), onPage);
}

/**
 * A table wider than the screen scrolls sideways; these tables hold no focusable cell, so
 * the scroller itself takes focus (arrow keys scroll it) and is named for screen readers.
 */
const scrollRegion = (label: string) => ({ tabIndex: 0, role: 'region', 'aria-label': label });

/** A daily row as the server sent it (the sort value) and as shown. */
interface DailyRow {
  row: TimeEffortRow;
  view: DailyRowView;
}

/** A column of the daily table: its header, its server sort key and the cell's text. */
const dailyColumn = (
  key: EffortsDailySortKey,
  header: string,
  cell: (view: DailyRowView) => string | number,
  numeric = true,
): TableColumn<DailyRow> => ({
  key,
  header,
  render: (r) => cell(r.view),
  sortValue: (r) => r.row[key],
  // Text starts A-Z; dates, amounts and times start with the latest or largest.
  firstDirection: numeric ? 'desc' : 'asc',
  align: numeric ? 'right' : undefined,
});

/** The daily table's columns; each is a server sort key (`EFFORTS_DAILY_SORT_KEYS`). */
const DAILY_COLUMNS: readonly TableColumn<DailyRow>[] = [
  { ...dailyColumn('date', 'Date', (v) => formatDateLabel(v.date)), align: undefined },
  dailyColumn('representative', 'Representative', (v) => v.representative, false),
  dailyColumn('minutesWorked', 'Hours Worked', (v) => v.worked),
  dailyColumn('miles', 'Miles', (v) => v.miles),
  dailyColumn('workdayStart', 'Workday Start', (v) => v.workdayStart),
  dailyColumn('workdayEnd', 'Workday End', (v) => v.workdayEnd),
  dailyColumn('firstVisit', 'First Visit', (v) => v.firstVisit),
  dailyColumn('lastVisit', 'Last Visit', (v) => v.lastVisit),
  dailyColumn('minutesTravel', 'Travel', (v) => v.travel),
  dailyColumn('minutesAtPlace', 'At Place', (v) => v.atPlace),
  dailyColumn('minutesAtPause', 'Pause', (v) => v.pause),
  dailyColumn('visits', 'Visits', (v) => v.visits),
];

const firstDirectionOf = (key: string): SortDirection =>
  DAILY_COLUMNS.find((c) => c.key === key)?.firstDirection ?? 'asc';

function DailyTable({
  data,
  view,
  onSort,
  onPage,
}: {
  data: TimeEffortsPage;
  view: DailyView;
  onSort: (column: string, firstDirection: SortDirection) => void;
  onPage: (page: number) => void;
}) {
  const pages = dailyPageCount(data.total);
  const rows = useMemo(() => data.rows.map((row) => ({ row, view: dailyRowView(row) })), [data.rows]);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" ta="right">
        {dailyRangeText(view, data.rows.length, data.total)}
      </Text>
      <SortableTable
        columns={DAILY_COLUMNS}
        rows={rows}
        rowKey={(r) => r.view.key}
        caption="Daily time and effort per representative"
        pagedRows
        sort={{ key: view.sort, direction: view.order }}
        onSortChange={(next) => onSort(next.key, firstDirectionOf(next.key))}
        minWidth={1100}
      />
      <ServerPager
        label="Daily table pages"
        pages={pages}
        page={clampDailyPage(view.page, data.total)}
        onChange={onPage}
      />
    </Stack>
  );
}

/**
 * One page of the daily rows, ordered and paged by the server: a range of years costs one
 * page of rows, like the Database list.
 */
export function DailyPanel({ params }: { params: RequestParams }) {
  const { view, onSort, onPage } = useDailyView();
  const query = usePanelQuery('timeEfforts', dailyRequest(view), params);
  useLastPageOf(query, view.page, dailyPageCount, onPage);
  return (
    <Panel
      title="Daily Time and Effort"
      name="efforts-daily"
      permission={{ section: 'timeEfforts', key: 'dailyTable' }}
      query={query}
      isEmpty={(data) => data.total === 0}
      skeletonHeight={420}
    >
      {(data) => <DailyTable data={data} view={view} onSort={onSort} onPage={onPage} />}
    </Panel>
  );
}

// ---------------------------------------------------------------------------------------

/** Width of the sticky name column of the hours and UDS tables. */
const NAME_WIDTH = 180;
/** One period of the hours table: its header "Week of May 25" on one line, "123.4 h" over "1,234.5 mi". */
const PERIOD_WIDTH = 136;
/** One UDS metric cell; a week is a group of the three. */
const UDS_CELL_WIDTH = 70;
const UDS_WEEK_WIDTH = UDS_CELL_WIDTH * UDS_METRICS.length;
/** Periods built beyond each side of the window, and the unit the built range moves in. */
const PERIOD_STEP = 4;

/**
 * Every period of the range, the latest first; the name column stays while they scroll.
 * All Time is a hundred weeks and more by the representatives: only the periods near the
 * scroller's window are built (`useWindowedColumns`), the others hold their room.
 */
function HoursTableView({
  data,
  interval,
  windowWidth,
}: {
  /** One page of representatives. */
  data: HoursAndMileage;
  interval: 'week' | 'month';
  windowWidth: number;
}) {
  const table = useMemo(() => hoursTable(data), [data]);
  const caption = interval === 'week' ? 'Hours and mileage per week' : 'Hours and mileage per month';
  // The CSV holds this page's representatives (the menu says so), every period each.
  const { range, scroller } = useWindowedColumns(windowWidth, {
    geometry: {
      leadWidth: NAME_WIDTH,
      columnWidth: PERIOD_WIDTH,
      count: table.periods.length,
      step: PERIOD_STEP,
    },
    table: () => hoursTableText(table, interval, caption),
    pageOnly: true,
  });
  const { before, near, after } = splitColumns(table.periods, range);
  const at = (i: number) => range.from + i;
  return (
    <Table.ScrollContainer
      minWidth={Math.max(480, NAME_WIDTH + table.periods.length * PERIOD_WIDTH)}
      type="native"
      {...scroller}
      {...scrollRegion(caption)}
    >
      <PlainTable
        striped
        verticalSpacing="xs"
        className={`${classes.table} ${classes.fixed}`}
        aria-colcount={table.periods.length + 1}
        data-near-columns={`${range.from}-${range.to}`}
      >
        <caption className={classes.caption}>{caption}</caption>
        <colgroup>
          <col style={{ width: NAME_WIDTH }} />
          {table.periods.length > 0 ? (
            <col span={table.periods.length} style={{ width: PERIOD_WIDTH }} />
          ) : null}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.pinned} aria-colindex={1}>
              Representative
            </Table.Th>
            <FarColumns span={before.length} header />
            {near.map((p, i) => (
              <Table.Th key={p} scope="col" className={classes.number} aria-colindex={at(i) + 2}>
                {periodHeading(p, interval)}
              </Table.Th>
            ))}
            <FarColumns span={after.length} header />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <PlainTr key={row.name}>
              <PlainTh scope="row" className={`${classes.rowHeader} ${classes.pinned}`} aria-colindex={1}>
                {row.name}
              </PlainTh>
              <FarColumns span={before.length} />
              {near.map((p, i) => (
                <PlainTd key={p} className={classes.number} aria-colindex={at(i) + 2}>
                  <div>{formatNumber(row.hours[at(i)], 1)} h</div>
                  <span className={classes.secondLine}>{formatNumber(row.miles[at(i)], 1)} mi</span>
                </PlainTd>
              ))}
              <FarColumns span={after.length} />
            </PlainTr>
          ))}
        </Table.Tbody>
      </PlainTable>
    </Table.ScrollContainer>
  );
}

/**
 * Weekly or monthly hours and mileage, one page of representatives at a time (the server
 * orders and pages them): a national brand's hundreds of representatives cost one page.
 */
export function HoursPanel({ params, interval }: { params: RequestParams; interval: 'week' | 'month' }) {
  const { page, onPage } = useHoursPage(interval);
  const key = interval === 'week' ? 'weeklyTable' : 'monthlyTable';
  const title = interval === 'week' ? 'Weekly Hours and Mileage' : 'Monthly Hours and Mileage';
  const query = usePanelQuery('timeEfforts', hoursRequest(interval, page), params);
  useLastPageOf(query, page, repPageCount, onPage);
  const windowWidth = useWindowWidth();
  return (
    <Panel
      title={title}
      name={`efforts-${interval}`}
      permission={{ section: 'timeEfforts', key }}
      query={query}
      isEmpty={(data) => data.total === 0}
      skeletonHeight={260}
    >
      {(data) => (
        <>
          <HoursTableView data={data.rows} interval={interval} windowWidth={windowWidth} />
          <PagerRow
            label={`${title} pages`}
            page={page}
            size={EFFORTS_REPS_PAGE_SIZE}
            shown={Object.keys(data.rows).length}
            total={data.total}
            noun="representatives"
            onChange={onPage}
          />
        </>
      )}
    </Panel>
  );
}

// ---------------------------------------------------------------------------------------

/**
 * The period, then every week of the range (the latest first); the name column stays. Like
 * the hours tables, only the weeks near the scroller's window are built.
 */
function UdsTable({
  table,
  label,
  windowWidth,
  pageOnly,
}: {
  table: UdsTableView;
  label: string;
  windowWidth: number;
  /** The rows are one page of the ASM's representatives (the CSV says 'this page'). */
  pageOnly: boolean;
}) {
  const { weeks } = table;
  const { range, scroller } = useWindowedColumns(windowWidth, {
    geometry: {
      leadWidth: NAME_WIDTH + UDS_WEEK_WIDTH,
      columnWidth: UDS_WEEK_WIDTH,
      count: weeks.length,
      step: PERIOD_STEP,
    },
    table: () => udsTableText(table, label),
    pageOnly,
  });
  const { before, near, after } = splitColumns(weeks, range);
  const metrics = UDS_METRICS.length;
  // Columns: the name, the period's metrics, then each week's.
  const weekColumn = (i: number) => 2 + metrics * (range.from + i + 1);
  return (
    <Table.ScrollContainer
      minWidth={NAME_WIDTH + UDS_WEEK_WIDTH * (weeks.length + 1)}
      type="native"
      {...scroller}
      {...scrollRegion(`${label} UDS table: ${table.title}`)}
    >
      <PlainTable
        verticalSpacing={4}
        withColumnBorders
        className={`${classes.table} ${classes.fixed}`}
        aria-colcount={1 + metrics * (weeks.length + 1)}
        data-near-columns={`${range.from}-${range.to}`}
      >
        <caption className={classes.caption}>{`${label}: ${table.title}`}</caption>
        <colgroup>
          <col style={{ width: NAME_WIDTH }} />
          <col span={metrics * (weeks.length + 1)} style={{ width: UDS_CELL_WIDTH }} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} scope="col" className={classes.pinned} aria-colindex={1}>
              {label}
            </Table.Th>
            <Table.Th colSpan={metrics} scope="colgroup" ta="center" aria-colindex={2}>
              Period
            </Table.Th>
            <FarColumns span={metrics * before.length} header />
            {near.map((w, i) => (
              <Table.Th key={w} colSpan={metrics} scope="colgroup" ta="center" aria-colindex={weekColumn(i)}>
                {periodHeading(w, 'week')}
              </Table.Th>
            ))}
            <FarColumns span={metrics * after.length} header />
          </Table.Tr>
          <Table.Tr>
            {UDS_METRICS.map((m, j) => (
              <Table.Th key={`period-${m}`} scope="col" className={classes.number} aria-colindex={2 + j}>
                {m}
              </Table.Th>
            ))}
            <FarColumns span={metrics * before.length} header />
            {near.flatMap((w, i) =>
              UDS_METRICS.map((m, j) => (
                <Table.Th
                  key={`${w}-${m}`}
                  scope="col"
                  className={classes.number}
                  aria-colindex={weekColumn(i) + j}
                >
                  {m}
                </Table.Th>
              )),
            )}
            <FarColumns span={metrics * after.length} header />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <PlainTr
              key={row.name}
              data-total={row.isTotal || undefined}
              className={row.isTotal ? classes.total : undefined}
            >
              <PlainTh scope="row" className={`${classes.rowHeader} ${classes.pinned}`} aria-colindex={1}>
                {row.name}
              </PlainTh>
              <UdsCells cells={row.summary} column={2} />
              <FarColumns span={metrics * before.length} />
              {near.map((w, i) => (
                <UdsCells key={w} cells={row.weeks[range.from + i]} column={weekColumn(i)} />
              ))}
              <FarColumns span={metrics * after.length} />
            </PlainTr>
          ))}
        </Table.Tbody>
      </PlainTable>
    </Table.ScrollContainer>
  );
}

/** One period's three UDS cells of a row, from `column` on. */
function UdsCells({
  cells,
  column,
}: {
  cells: UdsTableView['rows'][number]['summary'] | undefined;
  column: number;
}) {
  const pace = udsCountPace(cells);
  return UDS_METRICS.map((m, j) => {
    const cell = cells?.[m] ?? { value: null, valid: true };
    const status = m === 'Count' ? pace : null;
    return (
      <PlainTd
        key={m}
        className={[classes.number, paceCellClass(status)].filter(Boolean).join(' ')}
        data-invalid={!cell.valid || undefined}
        title={cell.valid ? undefined : 'Not final: the week is not over'}
        aria-colindex={column + j}
      >
        {formatUdsCell(m, cell)}
        {status ? (
          <span className={classes.paceLine}>
            <PaceTag status={status} />
          </span>
        ) : null}
      </PlainTd>
    );
  });
}

function UdsTables({
  data,
  label,
  pageOnly = false,
  children,
}: {
  data: AsmUdsData;
  label: string;
  pageOnly?: boolean;
  /** Under the tables, before the notes (a pager). */
  children?: ReactNode;
}) {
  const tables = useMemo(() => udsTables(data), [data]);
  const windowWidth = useWindowWidth();
  return (
    <Stack gap="md">
      {tables.map((t) => (
        <Stack key={t.title} gap={4}>
          <Text fw={600} component="h3" size="md" m={0}>
            {t.title}
          </Text>
          <UdsTable table={t} label={label} windowWidth={windowWidth} pageOnly={pageOnly} />
        </Stack>
      ))}
      {children}
      <Text size="xs" c="dimmed">
        * Not final: the week is not over yet.
      </Text>
      <Text size="xs" c="dimmed" data-pace-rule>
        Count graded against Target in finished periods. {PACE_RULE_TEXT}
      </Text>
    </Stack>
  );
}

export function UdsBrandPanel({ params }: { params: RequestParams }) {
  const query = usePanelQuery('timeEfforts', udsBrandRequest, params);
  return (
    <Panel
      title="UDS by Brand"
      name="efforts-uds-brand"
      permission={{ section: 'timeEfforts', key: 'asmUdsTable' }}
      query={query}
      isEmpty={(data) => Object.keys(data).length === 0}
      skeletonHeight={200}
    >
      {(data) => <UdsTables data={data} label="ASM" />}
    </Panel>
  );
}

/**
 * 'ASM UDS': one ASM's table at a time, chosen above it, a page of its representatives
 * under TOTAL (the server sums TOTAL over all of them and pages the rest), so a national
 * brand's hundreds of representatives cost one page.
 */
export function UdsAsmPanel({ params }: { params: RequestParams }) {
  const { view, onAsm, onPage } = useUdsView();
  const query = usePanelQuery('timeEfforts', udsAsmRequest(view), params);
  useLastPageOf(query, view.page, repPageCount, onPage);
  // A link naming an ASM the applied filter does not hold (another brand's) is refused
  // with a 400 (the URL's page is always a valid number): the first ASM's table is shown
  // instead, as a link past the last page shows the last page.
  const refusedAsm = isApiError(query.error) && query.error.status === 400 && view.asm !== undefined;
  useEffect(() => {
    if (refusedAsm) onAsm(undefined, []);
  }, [refusedAsm, onAsm]);
  return (
    <Panel
      title="ASM UDS"
      name="efforts-uds-asm"
      permission={{ section: 'timeEfforts', key: 'asmUdsTable' }}
      query={query}
      isEmpty={(data) => data.asm === null}
      skeletonHeight={400}
    >
      {(answer) => (
        <Stack gap="sm">
          <Select
            label="ASM"
            data={answer.asms}
            // The asked ASM at once; the answer's while it is the default (the first).
            value={view.asm ?? answer.asm}
            onChange={(asm) => asm && onAsm(asm, answer.asms)}
            allowDeselect={false}
            searchable
            maw={320}
          />
          <UdsTables
            data={answer.data}
            label="Representative"
            pageOnly={answer.total > EFFORTS_REPS_PAGE_SIZE}
          >
            <PagerRow
              label="ASM UDS pages"
              page={view.page}
              size={EFFORTS_REPS_PAGE_SIZE}
              shown={Math.max(0, Object.keys(answer.data[answer.asm ?? ''] ?? {}).length - 1)}
              total={answer.total}
              noun="representatives"
              onChange={onPage}
            />
          </UdsTables>
        </Stack>
      )}
    </Panel>
  );
}
