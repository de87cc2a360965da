import type { UseQueryResult } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { accountsMap, accountsXlsx, type AccountsMap, type MapPin } from '@/api/contract/accounts';
import type { RequestParams } from '@/api/contract/request-params';
import { useCan } from '@/auth/session-context';
import { pickParams } from '@/filters/normalise';
import { useViewUpdate } from '@/filters/use-view-update';
import { EndpointDownloadButton } from '@/ui/download/download-button';
import { AccountMap, DEFAULT_MAP_HEIGHT, usePreloadMap } from '@/ui/map/account-map';
import { statusColors, type MapStatus } from '@/ui/map/map-model';
import { Panel, type PanelQuery } from '@/ui/panel/panel';
import { AccountPopup } from './account-popup';
import { pinLabel } from './accounts-model';
import type { SharedLegendState } from './use-hidden-statuses';

export const MAP_PANEL_TITLE = 'Account Status Map';
/** The map region's name (the panel itself is named by its title). */
export const MAP_LABEL = 'Accounts map';
export const NO_ACCOUNTS_TEXT = 'No accounts match the selected filters.';

/**
 * What the panel holds while the pins load on a return to the page: a stand-in with no
 * pins, dimmed, the panel 'loading'. The map mounts at once and takes back the GL map
 * the last visit kept (reuseMaps), still holding that visit's pins; when the new pins
 * arrive and are the same, nothing is uploaded. On the first visit there is no kept map:
 * creating one costs seconds of main thread on software GL, which would hold up the
 * other panels, so the map waits for its data behind a skeleton.
 */
const LOADING_PINS: AccountsMap = { accounts: [] };

/** Whether this page session has drawn the map (so a kept GL map is there to reuse). */
let mapDrawnBefore = false;

const route = getRouteApi('/_authenticated/accounts');

interface Props {
  query: UseQueryResult<AccountsMap>;
  params: RequestParams;
  /** Statuses in sortOrder with their colours. */
  legend: readonly MapStatus[];
  /** The page's shared hidden statuses (also hidden from the status charts). */
  hidden: SharedLegendState;
}

/**
 * 'Account Status Map': every account matching the filter, coloured by its status on the
 * end date, with the status legend and, with the map-report permission, the .xlsx list of
 * the same accounts.
 */
export function AccountStatusMapPanel({ query, params, legend, hidden }: Props) {
  const canDownload = useCan('accounts', 'mapReport');
  usePreloadMap(useCan('accounts', 'map'), legend);
  // The open pin lives in the URL (`account`): the palette and a pasted link open it.
  const account = route.useSearch({ select: (search) => search.account });
  const update = useViewUpdate<{ account?: string }>();
  const onSelectedChange = useCallback((id: string | null) => update({ account: id ?? undefined }), [update]);
  // Read once per mount: a map drawn by this mount does not change how it loads.
  const [drawEarly] = useState(() => mapDrawnBefore);
  useEffect(() => {
    if (query.data && query.data.accounts.length > 0) mapDrawnBefore = true;
  }, [query.data]);
  const panelQuery: PanelQuery<AccountsMap> =
    drawEarly && query.data === undefined && !query.isError
      ? { data: LOADING_PINS, error: null, isError: false, isPlaceholderData: true, refetch: query.refetch }
      : query;
  const xlsxParams = useMemo(() => pickParams(params, accountsXlsx.params), [params]);
  const colorOf = useMemo(() => {
    const colors = statusColors(legend);
    return new Map(legend.map((s, i) => [s.key, colors[i] ?? '']));
  }, [legend]);
  // The popup fetches the pin's details under the map's own filter.
  const mapParams = useMemo(() => pickParams(params, accountsMap.params), [params]);
  const renderPopup = useCallback(
    (pin: MapPin) => (
      <AccountPopup pin={pin} params={mapParams} statusColor={colorOf.get(pin.status) ?? ''} />
    ),
    [colorOf, mapParams],
  );
  return (
    <Panel
      title={MAP_PANEL_TITLE}
      name="account-status-map"
      permission={{ section: 'accounts', key: 'map' }}
      query={panelQuery}
      isEmpty={(data) => data !== LOADING_PINS && data.accounts.length === 0}
      emptyText={NO_ACCOUNTS_TEXT}
      skeletonHeight={DEFAULT_MAP_HEIGHT}
      actions={
        canDownload ? (
          <EndpointDownloadButton
            permission={{ section: 'accounts', key: 'mapReport' }}
            label="Download"
            aria-label="Download the Account Status Map list (.xlsx)"
            endpoint={accountsXlsx}
            params={xlsxParams}
            size="xs"
          />
        ) : null
      }
    >
      {(data) => (
        <AccountMap
          points={data.accounts}
          statuses={legend}
          renderPopup={renderPopup}
          pointLabel={pinLabel}
          label={MAP_LABEL}
          hidden={hidden.disabled}
          onHiddenChange={hidden.onDisabledChange}
          pointsPending={data === LOADING_PINS}
          selectedId={account ?? null}
          onSelectedChange={onSelectedChange}
        />
      )}
    </Panel>
  );
}
