import { Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { SCHEDULE_LIST_PAGE_SIZE, type RepSchedule, type ScheduleListPage } from '@/api/contract/schedule';
import type { IsoDate } from '@/lib/dates';
import { useWindowWidth } from '@/ui/charts/use-window-width';
import { KeepRecent } from '@/ui/panel/keep-recent';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { splitColumns, type ColumnRange } from '@/ui/table/near-columns';
import { useLastPageWhenPast } from '@/ui/table/server-paging';
import { PlainTable, PlainTd, PlainTh, PlainTr } from '@/ui/table/plain-table';
import type { SortDirection } from '@/ui/table/sort-rows';
import { useWindowedColumns } from '@/ui/table/use-windowed-columns';
import { useNearRows } from '@/ui/table/use-near-rows';
import { useAccountAnchors } from '@/ui/links/account-link';
import { PagerRow } from '@/ui/table/server-pager';
import { scheduleRequests } from './queries';
import {
  calendarRows,
  calendarText,
  calendarWidth,
  type CalendarRow,
  dayHeader,
  scheduleTableSize,
  STATUS_COLORS,
  WEEK_DAYS,
} from './schedule-model';
import classes from './schedule-page.module.css';
import { StatusLegend } from './status-legend';
import { useAsmList, useHiddenStatuses } from './use-schedule-view';
import { repPageCount } from './view-state';

export const ASM_SCHEDULE_TITLE = 'ASM Schedule';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: SortDirection }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden>
      <path d="M6 1.5 9 5H3z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M6 10.5 3 7h6z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

/** Typing waits this long before the URL (and the request for the rows) follow. */
const PREFIX_DELAY_MS = 200;

/**
 * The ASM name filter. It types into its own state and writes the URL a moment later, so
 * fast typing never races the router; a URL change from elsewhere (Back) shows when the
 * field is not being edited.
 */
function PrefixInput({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), PREFIX_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the typed text schedules a write; the URL catching up must not re-trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <TextInput
      ref={input}
      size="xs"
      mt={4}
      placeholder="Name starts with"
      aria-label="Filter ASM by name"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

type Visits = RepSchedule['days'][number]['visits'];

/** A day's visits, each a block in its status colour with store name and address. */
function DayVisits({ visits }: { visits: Visits }) {
  const anchors = useAccountAnchors();
  return (
    <ul className={classes.visits} style={{ '--visits': visits.length } as CSSProperties}>
      {visits.map((v, i) => (
        <li
          key={i}
          className={classes.visit}
          style={{ backgroundColor: STATUS_COLORS[v.status] }}
          data-status={v.status}
          title={`${v.status}: ${v.name}, ${v.address}`}
        >
          {v.account ? (
            <a
              href={anchors.href(v.account.id, { brand: v.account.brand })}
              onClick={anchors.onClick}
              className={`${anchors.className} ${classes.store}`}
              data-account-link={v.account.id}
            >
              {v.name}
            </a>
          ) : (
            <span className={classes.store}>{v.name}</span>
          )}
          <span className={classes.address}>{v.address}</span>
          <span className={VisuallyHidden.classes.root}> ({v.status})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Days of a row far from the scroller's window, as one cell: no visit drawn, but the room
 * of the longest of those days, so the row keeps its height while days are drawn in.
 */
function FarDays({ row, dates }: { row: CalendarRow; dates: readonly IsoDate[] }) {
  if (dates.length === 0) return null;
  const most = Math.max(0, ...dates.map((d) => row.days.get(d)?.length ?? 0));
  return (
    <PlainTd colSpan={dates.length} aria-hidden data-far-days={dates.length}>
      {most > 0 ? <div className={classes.farDays} style={{ '--visits': most } as CSSProperties} /> : null}
    </PlainTd>
  );
}

/** The attribute holding a row's key, which the near-rows observer reads. */
const ROW_KEY = 'data-rep';

/**
 * A representative's row. Only the days near the scroller's window are cells with their
 * visits; the days before and after are one cell each. A year is some fifty thousand
 * visits in eight thousand cells: building them all took seconds of main thread, even
 * with the far ones never laid out (docs/performance.md, "Long schedule windows"). A row
 * far above or below the window is its name and its room only: a national brand's week is
 * hundreds of representatives.
 */
const CalendarRowView = memo(function CalendarRowView({
  row,
  dates,
  range,
  nearRow,
}: {
  row: CalendarRow;
  dates: readonly IsoDate[];
  range: ColumnRange;
  nearRow: boolean;
}) {
  const { before, near, after } = nearRow
    ? splitColumns(dates, range)
    : { before: dates, near: [], after: [] };
  return (
    <PlainTr {...{ [ROW_KEY]: row.name }} data-far-row={nearRow ? undefined : true}>
      <PlainTh scope="row" className={classes.nameCell}>
        <span className={classes.nameLabel}>{row.name}</span>
      </PlainTh>
      <FarDays row={row} dates={before} />
      {near.map((d) => {
        const visits = row.days.get(d);
        return <PlainTd key={d}>{visits ? <DayVisits visits={visits} /> : null}</PlainTd>;
      })}
      <FarDays row={row} dates={after} />
    </PlainTr>
  );
});

/**
 * Keeps `--calendar-head` on the table at its header's height: the names stick just below
 * the sticky day headers, and the header's height follows the fonts and the filter field.
 */
function useHeadHeight() {
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const element = table.current;
    const head = element?.tHead;
    if (!element || !head) return undefined;
    const apply = () => element.style.setProperty('--calendar-head', `${head.offsetHeight}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(head);
    return () => observer.disconnect();
  }, []);
  return table;
}

interface CalendarProps {
  schedules: readonly RepSchedule[];
  /** Every day of the window, from the answer: the columns, whatever the page holds. */
  dates: readonly IsoDate[];
  hidden: ReadonlySet<string>;
  prefix: string;
  sort: SortDirection;
  onSort: () => void;
  onPrefix: (prefix: string) => void;
  windowWidth: number;
}

/**
 * The calendar: one row per representative of the page, one column per day, each visit a
 * block in its status colour with store name and address. Every day of the window,
 * scrolling sideways under a fixed ASM column; the server orders, filters and pages the
 * representatives.
 */
const Calendar = memo(function Calendar({
  schedules,
  dates,
  hidden,
  prefix,
  sort,
  onSort,
  onPrefix,
  windowWidth,
}: CalendarProps) {
  const rows = useMemo(() => calendarRows(schedules, hidden), [schedules, hidden]);
  const size = scheduleTableSize(windowWidth);
  const width = calendarWidth(size, dates.length);
  const tableRef = useHeadHeight();
  const [scrollerElement, setScrollerElement] = useState<HTMLDivElement | null>(null);
  // The CSV holds the rows of this page (the menu says so), every day of the window each.
  const { range, scroller } = useWindowedColumns(windowWidth, {
    geometry: {
      leadWidth: size.nameWidth,
      columnWidth: (width - size.nameWidth) / Math.max(1, dates.length),
      count: dates.length,
      step: WEEK_DAYS,
    },
    table: () => calendarText(rows, dates),
    pageOnly: true,
    onScroller: setScrollerElement,
  });
  const keys = useMemo(() => rows.map((row) => row.name), [rows]);
  const isNearRow = useNearRows(scrollerElement, ROW_KEY, keys);
  return (
    <Table.ScrollContainer minWidth={width} type="native" {...scroller} className={classes.calendarScroller}>
      <PlainTable
        ref={tableRef}
        className={classes.calendar}
        data-calendar-width={width}
        data-near-days={`${range.from}-${range.to}`}
      >
        <VisuallyHidden component="caption">{ASM_SCHEDULE_TITLE}</VisuallyHidden>
        <colgroup>
          <col style={{ width: size.nameWidth }} />
          {dates.map((d) => (
            <col key={d} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.nameCell} aria-sort={ARIA_SORT[sort]}>
              <UnstyledButton className={classes.sortButton} onClick={onSort}>
                <span>ASM</span>
                <SortIcon direction={sort} />
              </UnstyledButton>
              <PrefixInput value={prefix} onChange={onPrefix} />
            </Table.Th>
            {dates.map((d) => {
              const header = dayHeader(d);
              return (
                <PlainTh key={d} scope="col">
                  <span className={classes.weekday}>{header.weekday}</span>
                  <span className={classes.date}>{header.date}</span>
                </PlainTh>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <PlainTr>
              <PlainTd colSpan={dates.length + 1}>
                <Text c="dimmed" size="sm" py="md">
                  No representative matches.
                </Text>
              </PlainTd>
            </PlainTr>
          ) : (
            rows.map((row) => (
              <CalendarRowView
                key={row.name}
                row={row}
                dates={dates}
                range={range}
                nearRow={isNearRow(row.name)}
              />
            ))
          )}
        </Table.Tbody>
      </PlainTable>
    </Table.ScrollContainer>
  );
});

/**
 * 'ASM Schedule' (SPEC.md section 2): the scheduled-visit calendar per representative, one
 * page of representatives at a time (the server orders, filters and pages them), so the
 * answer is sized by the page, not by how many representatives a national brand has.
 */
export function AsmSchedulePanel({ params }: { params: RequestParams }) {
  const { list, flipAsmSort, setAsmPrefix, setAsmPage } = useAsmList();
  const { hidden, setHidden } = useHiddenStatuses();
  const query = usePanelQuery('schedule', scheduleRequests(list).list, params);
  const windowWidth = useWindowWidth();
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  // A link to page 4 of a list that now has 2 pages shows the last page instead.
  useLastPageWhenPast(list.page, total === undefined ? undefined : repPageCount(total), setAsmPage);
  return (
    <Panel
      title={ASM_SCHEDULE_TITLE}
      name="schedule-asm"
      permission={{ section: 'schedule', key: 'asmSchedule' }}
      query={query}
      // A name filter that matches no one keeps the calendar, so its field can be cleared.
      isEmpty={(answer: ScheduleListPage) => answer.total === 0 && list.prefix === ''}
      emptyText="No scheduled visits for the selected filters."
      skeletonHeight={480}
    >
      {(answer) => (
        <>
          <StatusLegend hidden={hidden} onHiddenChange={setHidden} label="Visit status legend" />
          {/* A week or page flipped back to is shown from the kept drawing, not redrawn. */}
          <KeepRecent
            itemKey={answer}
            deps={[hidden, list.prefix, list.order, flipAsmSort, setAsmPrefix, windowWidth]}
          >
            {() => (
              <Calendar
                schedules={answer.rows}
                dates={answer.dates}
                hidden={hidden}
                prefix={list.prefix}
                sort={list.order}
                onSort={flipAsmSort}
                onPrefix={setAsmPrefix}
                windowWidth={windowWidth}
              />
            )}
          </KeepRecent>
          <PagerRow
            size={SCHEDULE_LIST_PAGE_SIZE}
            noun="representatives"
            label="ASM Schedule pages"
            page={list.page}
            shown={answer.rows.length}
            total={answer.total}
            onChange={setAsmPage}
          />
        </>
      )}
    </Panel>
  );
}
