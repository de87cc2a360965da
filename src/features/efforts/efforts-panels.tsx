import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
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
  type HoursAndMileage,
  type TimeEffortRow,
} from '@/api/contract/efforts';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import { can, type PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { formatDateLabel, formatNumber } from '@/lib/format';
import { DownloadBlock } from '@/ui/download/download-block';
import { Panel } from '@/ui/panel/panel';
import { PlainTable, PlainTd, PlainTh, PlainTr } from '@/ui/table/plain-table';
import {
  dailyPage,
  dailyPageCount,
  dailyRowView,
  dailyRowsNewestFirst,
  formatUdsCell,
  hoursTable,
  udsTables,
  type UdsTableView,
} from './efforts-model';
import classes from './efforts.module.css';
import {
  udsStatsBrandQuery,
  udsStatsQuery,
  workingStatsMonthQuery,
  workingStatsQuery,
  workingStatsWeekQuery,
} from './queries';

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
 * A table wider than the screen scrolls sideways; these tables hold no focusable cell, so
 * the scroller itself takes focus (arrow keys scroll it) and is named for screen readers.
 */
const scrollRegion = (label: string) => ({ tabIndex: 0, role: 'region', 'aria-label': label });

const DAILY_HEADERS = [
  'Date',
  'Representative',
  'Hours Worked',
  'Miles',
  'Workday Start',
  'Workday End',
  'First Visit',
  'Last Visit',
  'Travel',
  'At Place',
  'Pause',
  'Visits',
];

function DailyTable({
  rows,
  page,
  onPage,
}: {
  rows: readonly TimeEffortRow[];
  page: number;
  onPage: (p: number) => void;
}) {
  const ordered = useMemo(() => dailyRowsNewestFirst(rows), [rows]);
  const pages = dailyPageCount(ordered.length);
  const shown = dailyPage(ordered, page).map(dailyRowView);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={1100} type="native" {...scrollRegion('Daily time and effort table')}>
        <PlainTable striped highlightOnHover verticalSpacing="xs" className={classes.table}>
          <caption className={classes.caption}>Daily time and effort per representative</caption>
          <Table.Thead>
            <Table.Tr>
              {DAILY_HEADERS.map((h) => (
                <Table.Th key={h} scope="col">
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <PlainTr key={r.key}>
                <PlainTd className={classes.nowrap}>{formatDateLabel(r.date)}</PlainTd>
                <PlainTd className={classes.nowrap}>{r.representative}</PlainTd>
                <PlainTd className={classes.number}>{r.worked}</PlainTd>
                <PlainTd className={classes.number}>{r.miles}</PlainTd>
                <PlainTd className={classes.number}>{r.workdayStart}</PlainTd>
                <PlainTd className={classes.number}>{r.workdayEnd}</PlainTd>
                <PlainTd className={classes.number}>{r.firstVisit}</PlainTd>
                <PlainTd className={classes.number}>{r.lastVisit}</PlainTd>
                <PlainTd className={classes.number}>{r.travel}</PlainTd>
                <PlainTd className={classes.number}>{r.atPlace}</PlainTd>
                <PlainTd className={classes.number}>{r.pause}</PlainTd>
                <PlainTd className={classes.number}>{r.visits}</PlainTd>
              </PlainTr>
            ))}
          </Table.Tbody>
        </PlainTable>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="center" component="nav" aria-label="Daily table pages">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

export function DailyPanel({
  params,
  page,
  onPage,
}: {
  params: RequestParams;
  page: number;
  onPage: (p: number) => void;
}) {
  const allowed = can(usePermissions(), 'timeEfforts', 'dailyTable');
  const query = useQuery({ ...workingStatsQuery(params), enabled: allowed });
  return (
    <Panel
      title="Daily Time and Effort"
      name="efforts-daily"
      permission={{ section: 'timeEfforts', key: 'dailyTable' }}
      query={query}
      isEmpty={(rows) => rows.length === 0}
      skeletonHeight={420}
    >
      {(rows) => <DailyTable rows={rows} page={page} onPage={onPage} />}
    </Panel>
  );
}

// ---------------------------------------------------------------------------------------

/** Every period of the range, the latest first; the name column stays while they scroll. */
function HoursTableView({ data, interval }: { data: HoursAndMileage; interval: 'week' | 'month' }) {
  const table = useMemo(() => hoursTable(data), [data]);
  const caption = interval === 'week' ? 'Hours and mileage per week' : 'Hours and mileage per month';
  return (
    <Table.ScrollContainer
      minWidth={Math.max(480, 180 + table.periods.length * 110)}
      type="native"
      {...scrollRegion(caption)}
    >
      <PlainTable striped verticalSpacing="xs" className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.pinned}>
              Representative
            </Table.Th>
            {table.periods.map((p) => (
              <Table.Th key={p} scope="col" className={classes.number}>
                {interval === 'week'
                  ? `Week of ${formatDateLabel(p, 'week', true)}`
                  : formatDateLabel(p, 'month')}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <PlainTr key={row.name}>
              <PlainTh scope="row" className={`${classes.rowHeader} ${classes.pinned}`}>
                {row.name}
              </PlainTh>
              {table.periods.map((p, i) => (
                <PlainTd key={p} className={classes.number}>
                  <div>{formatNumber(row.hours[i], 1)} h</div>
                  <span className={classes.secondLine}>{formatNumber(row.miles[i], 1)} mi</span>
                </PlainTd>
              ))}
            </PlainTr>
          ))}
        </Table.Tbody>
      </PlainTable>
    </Table.ScrollContainer>
  );
}

export function HoursPanel({ params, interval }: { params: RequestParams; interval: 'week' | 'month' }) {
  const key = interval === 'week' ? 'weeklyTable' : 'monthlyTable';
  const allowed = can(usePermissions(), 'timeEfforts', key);
  const query = useQuery({
    ...(interval === 'week' ? workingStatsWeekQuery(params) : workingStatsMonthQuery(params)),
    enabled: allowed,
  });
  return (
    <Panel
      title={interval === 'week' ? 'Weekly Hours and Mileage' : 'Monthly Hours and Mileage'}
      name={`efforts-${interval}`}
      permission={{ section: 'timeEfforts', key }}
      query={query}
      isEmpty={(data) => Object.keys(data).length === 0}
      skeletonHeight={260}
    >
      {(data) => <HoursTableView data={data} interval={interval} />}
    </Panel>
  );
}

// ---------------------------------------------------------------------------------------

/** The period, then every week of the range (the latest first); the name column stays. */
function UdsTable({ table, label }: { table: UdsTableView; label: string }) {
  const { weeks } = table;
  return (
    <Table.ScrollContainer
      minWidth={360 + weeks.length * 210}
      type="native"
      {...scrollRegion(`${label} UDS table: ${table.title}`)}
    >
      <PlainTable verticalSpacing={4} withColumnBorders className={classes.table}>
        <caption className={classes.caption}>{`${label}: ${table.title}`}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} scope="col" className={classes.pinned}>
              {label}
            </Table.Th>
            <Table.Th colSpan={3} scope="colgroup" ta="center">
              Period
            </Table.Th>
            {weeks.map((w) => (
              <Table.Th key={w} colSpan={3} scope="colgroup" ta="center">
                {`Week of ${formatDateLabel(w, 'week', true)}`}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {[null, ...weeks].flatMap((w) =>
              UDS_METRICS.map((m) => (
                <Table.Th key={`${w ?? 'period'}-${m}`} scope="col" className={classes.number}>
                  {m}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <PlainTr
              key={row.name}
              data-total={row.isTotal || undefined}
              className={row.isTotal ? classes.total : undefined}
            >
              <PlainTh scope="row" className={`${classes.rowHeader} ${classes.pinned}`}>
                {row.name}
              </PlainTh>
              {[row.summary, ...row.weeks].flatMap((cells, c) =>
                UDS_METRICS.map((m) => {
                  const cell = cells?.[m] ?? { value: null, valid: true };
                  return (
                    <PlainTd
                      key={`${c}-${m}`}
                      className={classes.number}
                      data-invalid={!cell.valid || undefined}
                      title={cell.valid ? undefined : 'Not final: the week is not over'}
                    >
                      {formatUdsCell(m, cell)}
                    </PlainTd>
                  );
                }),
              )}
            </PlainTr>
          ))}
        </Table.Tbody>
      </PlainTable>
    </Table.ScrollContainer>
  );
}

function UdsTables({ data, label }: { data: AsmUdsData; label: string }) {
  const tables = useMemo(() => udsTables(data), [data]);
  return (
    <Stack gap="md">
      {tables.map((t) => (
        <Stack key={t.title} gap={4}>
          <Text fw={600} component="h3" size="md" m={0}>
            {t.title}
          </Text>
          <UdsTable table={t} label={label} />
        </Stack>
      ))}
      <Text size="xs" c="dimmed">
        * Not final: the week is not over yet.
      </Text>
    </Stack>
  );
}

export function UdsBrandPanel({ params }: { params: RequestParams }) {
  const allowed = can(usePermissions(), 'timeEfforts', 'asmUdsTable');
  const query = useQuery({ ...udsStatsBrandQuery(params), enabled: allowed });
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

export function UdsAsmPanel({ params }: { params: RequestParams }) {
  const allowed = can(usePermissions(), 'timeEfforts', 'asmUdsTable');
  const query = useQuery({ ...udsStatsQuery(params), enabled: allowed });
  return (
    <Panel
      title="ASM UDS"
      name="efforts-uds-asm"
      permission={{ section: 'timeEfforts', key: 'asmUdsTable' }}
      query={query}
      isEmpty={(data) => Object.keys(data).length === 0}
      skeletonHeight={400}
    >
      {(data) => <UdsTables data={data} label="Representative" />}
    </Panel>
  );
}
