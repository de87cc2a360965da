import { Anchor, Group, Stack, Switch } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { attentionXlsx, type AttentionControl, type AttentionReason } from '@/api/contract/attention';
import type { RequestParams } from '@/api/contract/request-params';
import { downloadFile } from '@/api/download';
import { usePermissions } from '@/auth/session-context';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionFilter } from '@/filters/use-section-filter';
import { EndpointDownloadButton } from '@/ui/download/download-button';
import { PageFrame } from '@/ui/page/page-frame';
import { PageTools } from '@/ui/page/page-tools';
import { usePrefetchRequests } from '@/ui/page/use-panel-requests';
import { AttentionListPanel } from './attention-list-panel';
import { AttentionMapPanel } from './attention-map-panel';
import { attentionRequests } from './queries';
import { RuleControls } from './rule-controls';
import {
  controlPatch,
  mapPatch,
  pagePatch,
  readAttentionView,
  reasonPatch,
  ruleValues,
  type AttentionView,
  type AttentionViewSearch,
} from './view-state';

const route = getRouteApi('/_authenticated/accounts_/attention');

export const PAGE_TITLE = 'Needs attention';

function Tools({
  params,
  view,
  onControl,
  onMap,
}: {
  params: RequestParams;
  view: AttentionView;
  onControl: (name: AttentionControl, value: number) => void;
  onMap: (on: boolean) => void;
}) {
  const values = useMemo(() => ruleValues(view), [view]);
  const download = useCallback(
    (endpoint: typeof attentionXlsx, p: RequestParams) => downloadFile(endpoint, p, { values }),
    [values],
  );
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <RuleControls
        noOrderDays={view.noOrderDays}
        salesDownPercent={view.salesDownPercent}
        onChange={onControl}
      />
      <Group gap="md" align="center">
        <Switch label="Show map" checked={view.map} onChange={(e) => onMap(e.currentTarget.checked)} />
        <EndpointDownloadButton
          permission={{ section: 'accounts', key: 'attention' }}
          endpoint={attentionXlsx}
          params={params}
          download={download}
          label="Download"
          aria-label="Download needs attention list"
        />
      </Group>
    </Group>
  );
}

/**
 * Needs attention: the Accounts filter, then the accounts to act on with one chip per
 * reason, in the stated priority, and optionally the same accounts on a map.
 */
export function AttentionPage() {
  const filter = useSectionFilter('accounts');
  const permissions = usePermissions();
  const search = route.useSearch();
  const { reason, noOrderDays, salesDownPercent, page, map } = search;
  // The view's own keys only: a filter change reaches the panels through `params`.
  const view = useMemo(
    () => readAttentionView({ reason, noOrderDays, salesDownPercent, page, map }),
    [reason, noOrderDays, salesDownPercent, page, map],
  );
  const requests = useMemo(() => attentionRequests(view), [view]);
  const onPrefetch = usePrefetchRequests('accounts', requests);
  const navigate = route.useNavigate();
  // The reason, the rules and a new page are history entries (Back undoes them); the map and a page turn replace.
  const update = useCallback(
    (patch: AttentionViewSearch, replace: boolean) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  );
  const onReason = useCallback((r: AttentionReason | null) => update(reasonPatch(r), false), [update]);
  const onControl = useCallback(
    (name: AttentionControl, value: number) => update(controlPatch(name, value), false),
    [update],
  );
  const onPage = useCallback((page: number) => update(pagePatch(page), true), [update]);
  const onMap = useCallback((on: boolean) => update(mapPatch(on), true), [update]);

  return (
    <PageFrame title={PAGE_TITLE} actions={<PageTools />}>
      <Anchor
        component={Link}
        to="/accounts"
        search={{ brand: search.brand } as never}
        size="sm"
        w="fit-content"
      >
        Back to Accounts
      </Anchor>
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <Stack gap="md">
            <AttentionListPanel
              params={filter.params}
              view={view}
              onReason={onReason}
              onPage={onPage}
              tools={<Tools params={filter.params} view={view} onControl={onControl} onMap={onMap} />}
            />
            <AttentionMapPanel params={filter.params} view={view} />
          </Stack>
        </DrillDownArea>
      ) : null}
    </PageFrame>
  );
}
