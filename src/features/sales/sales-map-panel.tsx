import { useCallback, useMemo } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { salesXlsx, type SalesData } from '@/api/contract/sales';
import { useCan } from '@/auth/session-context';
import { pickParams } from '@/filters/normalise';
import { EndpointDownloadButton } from '@/ui/download/download-button';
import { AccountMap, DEFAULT_MAP_HEIGHT, usePreloadMap } from '@/ui/map/account-map';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { salesMapModel, type SalesPin } from './map-model';
import { salesRequests } from './queries';
import { SalesAccountPopup } from './sales-account-popup';

export const SALES_MAP_TITLE = 'Sales Map';
export const MAP_ACCOUNT_LIST_LABEL = 'Map Account List';
/** The map region's name (the panel itself is named by its title, and landmark names are unique). */
export const SALES_MAP_LABEL = 'Sales accounts map';

function SalesMap({ data, params }: { data: SalesData; params: RequestParams }) {
  const { pins, bands } = useMemo(() => salesMapModel(data.accounts), [data.accounts]);
  const renderPopup = useCallback(
    (pin: SalesPin) => <SalesAccountPopup account={pin.account} params={params} />,
    [params],
  );
  return (
    <AccountMap
      points={pins}
      statuses={bands}
      renderPopup={renderPopup}
      pointLabel={(pin) => `${pin.account.name}, ${pin.account.address}`}
      label={SALES_MAP_LABEL}
    />
  );
}

/**
 * 'Sales Map' (SPEC.md section 2): accounts with orders for the filter, with the "Map
 * Account List" download (the same filter's pins as .xlsx) only under its own child
 * permission.
 */
export function SalesMapPanel({ params }: { params: RequestParams }) {
  const allowed = useCan('sales', 'map');
  usePreloadMap(allowed);
  const query = usePanelQuery('sales', salesRequests.data, params);
  const canDownload = useCan('sales', 'mapReport');
  const downloadParams = useMemo(() => pickParams(params, salesXlsx.params), [params]);
  return (
    <Panel
      title={SALES_MAP_TITLE}
      name="sales-map"
      permission={{ section: 'sales', key: 'map' }}
      query={query}
      isEmpty={(data) => data.accounts.length === 0}
      emptyText="No account ordered for the selected filters."
      skeletonHeight={DEFAULT_MAP_HEIGHT}
      actions={
        canDownload ? (
          <EndpointDownloadButton
            permission={{ section: 'sales', key: 'mapReport' }}
            label={MAP_ACCOUNT_LIST_LABEL}
            endpoint={salesXlsx}
            params={downloadParams}
            size="xs"
          />
        ) : null
      }
    >
      {(data) => <SalesMap data={data} params={params} />}
    </Panel>
  );
}
