import { Group, SegmentedControl, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { RepMetrics } from '@/api/contract/common';
import { REP_METRICS_PAGE_SIZE } from '@/api/contract/management';
import { can } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { useViewUpdate } from '@/filters/use-view-update';
import { Panel } from '@/ui/panel/panel';
import { useExportSource } from '@/ui/export/export-sources';
import { PlainTable, PlainTd, PlainTh, PlainTr } from '@/ui/table/plain-table';
import { PagerRow } from '@/ui/table/server-pager';
import { useLastPageWhenPast } from '@/ui/table/server-paging';
import { today } from '@/lib/dates';
import { PACE_RULE_TEXT } from '@/ui/targets/pace-reading';
import { PaceTag, paceCellClass } from '@/ui/targets/pace-tag';
import { acrossBrandsTargetOf, cellPace } from '@/ui/targets/table-pacing';
import { filterOptionsQuery } from '@/filters/options-query';
import { metricTargetsQuery } from '@/ui/targets/targets-query';
import classes from './management-page.module.css';
import {
  answeredMetric,
  formatMetric,
  METRIC_GROUPS,
  metricTable,
  readsAllBrands,
  periodHeader,
  permittedViews,
  REP_METRIC_TARGETS,
  selectedView,
  type ManagementView,
  type MetricGroup,
  type MetricOption,
} from './metrics-model';
import { managementRequestId, managementRequests } from './queries';
import { useGroupView, useViewChoice } from './use-management-view';
import {
  metricPatch,
  pagePatch,
  readGroupTable,
  repPageCount,
  type ManagementViewSearch,
} from './view-state';

/**
 * Each cell's status against the row's own monthly target (in the all-brands views, the sum
 * of the rep's targets across the brands the user sees), or null: no target metric, or the
 * targets are not all in.
 */
function usePacedCells(params: RequestParams, metric: MetricOption, view: ManagementView) {
  const target = REP_METRIC_TARGETS[metric.key];
  const allBrands = readsAllBrands(view);
  const { data: options } = useQuery({
    ...filterOptionsQuery('management'),
    enabled: target !== undefined && allBrands,
  });
  const brands = allBrands ? (options?.brands.map((b) => b.name) ?? []) : params.brand ? [params.brand] : [];
  const targets = useQueries({
    queries: brands.map((brand) => ({ ...metricTargetsQuery(brand), enabled: target !== undefined })),
    combine: (results) => (results.every((r) => r.data) ? results.map((r) => r.data ?? []) : null),
  });
  const { dateStart, dateEnd } = params;
  if (!targets || targets.length === 0 || !target || !dateStart || !dateEnd) return null;
  const filter = { startDate: dateStart, endDate: dateEnd };
  const now = today();
  return (rep: string, start: string, value: number) =>
    cellPace(value, start, view.period, filter, now, acrossBrandsTargetOf(targets, target, rep));
}

function MetricTableView({
  metrics,
  metric,
  view,
  params,
}: {
  metrics: RepMetrics;
  metric: MetricOption;
  view: ManagementView;
  params: RequestParams;
}) {
  const table = useMemo(() => metricTable(metrics, metric.key), [metrics, metric.key]);
  const paceOf = usePacedCells(params, metric, view);
  const paced = paceOf
    ? table.rows.map((row) => row.values.map((value, i) => paceOf(row.rep, table.periods[i] ?? '', value)))
    : null;
  const caption = `${metric.label} by representative, ${view.label.toLowerCase()}`;
  const scroller = useRef<HTMLDivElement>(null);
  const withTotal = table.rows.some((r) => r.total !== null);
  // The table holds one page of representatives: the menu says 'this page'.
  useExportSource(
    'table',
    scroller,
    () => ({
      caption,
      headers: [
        'Representative',
        ...table.periods.map((p) => periodHeader(p, view.period)),
        ...(withTotal ? ['Total'] : []),
      ],
      rows: table.rows.map((row) => [
        row.rep,
        ...row.values.map((value) => formatMetric(metric.key, value)),
        ...(withTotal ? [row.total === null ? '' : formatMetric(metric.key, row.total)] : []),
      ]),
    }),
    true,
  );
  // The latest periods are what a manager reads first: a wide table opens scrolled to them.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [table]);
  const anyPaced = paced?.some((row) => row.some((status) => status !== null)) ?? false;
  return (
    <>
      {anyPaced ? (
        <Text size="xs" c="dimmed" mb="xs" data-pace-rule>
          {readsAllBrands(view)
            ? 'Cells graded against the sum of the representative’s own monthly targets in each brand. '
            : 'Cells graded against the representative’s own monthly target. '}
          {PACE_RULE_TEXT}
        </Text>
      ) : null}
      {/* A focusable region, so keyboard users can scroll a wide table sideways. */}
      <div ref={scroller} className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
        <PlainTable className={classes.table} withTableBorder withColumnBorders striped>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.repCell}>
                Representative
              </Table.Th>
              {table.periods.map((p) => (
                <Table.Th key={p} scope="col" className={classes.number}>
                  {periodHeader(p, view.period)}
                </Table.Th>
              ))}
              {withTotal ? (
                <Table.Th scope="col" className={classes.number}>
                  Total
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row, r) => (
              <PlainTr key={row.rep} data-rep={row.rep}>
                <PlainTh scope="row" className={classes.repCell}>
                  {row.rep}
                </PlainTh>
                {row.values.map((value, i) => {
                  const status = paced?.[r]?.[i] ?? null;
                  return (
                    <PlainTd
                      key={table.periods[i]}
                      className={[classes.number, paceCellClass(status)].filter(Boolean).join(' ')}
                    >
                      {formatMetric(metric.key, value)}
                      <PaceTag status={status} />
                    </PlainTd>
                  );
                })}
                {row.total !== null ? (
                  <PlainTd className={`${classes.number} ${classes.total}`}>
                    {formatMetric(metric.key, row.total)}
                  </PlainTd>
                ) : null}
              </PlainTr>
            ))}
          </Table.Tbody>
        </PlainTable>
      </div>
    </>
  );
}

/**
 * One metric group's table: its own request (the selected view's endpoint, the group's one
 * metric, its page of representatives), so it loads, fails and retries alone; the old
 * page stays on screen, dimmed, while the next one loads.
 */
function MetricGroupPanel({
  group,
  view,
  params,
}: {
  group: MetricGroup;
  view: ManagementView;
  params: RequestParams;
}) {
  const search = useGroupView(group);
  const update = useViewUpdate<ManagementViewSearch>();
  const { metric, page } = readGroupTable(search, group);
  const query = usePanelQuery(
    'management',
    managementRequests(search)[managementRequestId(view.id, group.id)],
    params,
  );
  const onPage = useCallback((next: number) => update(pagePatch(group.id, next)), [update, group.id]);
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  // A link to page 4 of a table that now has 2 pages shows the last page instead.
  useLastPageWhenPast(page, total === undefined ? undefined : repPageCount(total), onPage);
  return (
    <Panel
      title={group.title}
      name={`management-${group.id}-metrics`}
      permission={{ section: 'management', key: group.permission }}
      query={query}
      isEmpty={(data) => data.total === 0}
      emptyText="No representative activity for the selected filters."
      skeletonHeight={280}
      actions={
        <Select
          aria-label={`${group.title}: metric`}
          data={group.metrics.map((m) => ({ value: m.key, label: m.label }))}
          value={metric.key}
          onChange={(value) => update(metricPatch(group, value ?? undefined))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={250}
        />
      }
    >
      {(data) => (
        <>
          <MetricTableView
            metrics={data.rows}
            metric={answeredMetric(group, data.rows) ?? metric}
            view={view}
            params={params}
          />
          <PagerRow
            label={`${group.title} pages`}
            page={page}
            size={REP_METRICS_PAGE_SIZE}
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

/**
 * The representative metric tables: a switch between the permitted views (brand or all
 * brands, weekly or monthly; in the URL), then one panel per permitted metric group, each
 * showing one metric (its own select, in the URL) for one page of representatives (its own
 * pager, in the URL) by period. Each panel reads its own request.
 */
export function RepMetricsPanels({ params }: { params: RequestParams }) {
  const permissions = usePermissions();
  const choice = useViewChoice();
  const update = useViewUpdate<ManagementViewSearch>();
  const views = permittedViews(permissions);
  const view = selectedView(views, choice);
  const groups = METRIC_GROUPS.filter((g) => can(permissions, 'management', g.permission));
  // Four labels do not fit side by side on a phone: stack them there.
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  if (!view || groups.length === 0) return null;
  const fallback = selectedView(views, undefined);
  return (
    <>
      <Group gap="sm" className={classes.viewSwitch}>
        <Text fw={600} id="management-view-label">
          Representative metrics
        </Text>
        <SegmentedControl
          aria-labelledby="management-view-label"
          data={views.map((v) => ({ value: v.id, label: v.label }))}
          value={view.id}
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          onChange={(id) => update({ view: id === fallback?.id ? undefined : (id as ManagementView['id']) })}
        />
      </Group>
      {groups.map((group) => (
        <MetricGroupPanel key={group.id} group={group} view={view} params={params} />
      ))}
    </>
  );
}
