import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { accountsXlsx, type AccountsMap } from '@/api/contract/accounts';
import type { RequestParams } from '@/api/contract/request-params';
import { useCan } from '@/auth/session-context';
import { pickParams } from '@/filters/normalise';
import { EndpointDownloadButton } from '@/ui/download/download-button';
import { AccountMap, DEFAULT_MAP_HEIGHT } from '@/ui/map/account-map';
import { statusColors, type MapStatus } from '@/ui/map/map-model';
import { Panel } from '@/ui/panel/panel';
import { AccountPopup } from './account-popup';
import { pinLabel, toAccountPins, type AccountPin } from './accounts-model';
import type { SharedLegendState } from './use-hidden-statuses';

export const MAP_PANEL_TITLE = 'Account Status Map';
/** The map region's name (the panel itself is named by its title). */
export const MAP_LABEL = 'Accounts map';
export const NO_ACCOUNTS_TEXT = 'No accounts match the selected filters.';

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
  const xlsxParams = useMemo(() => pickParams(params, accountsXlsx.params), [params]);
  const colorOf = useMemo(() => {
    const colors = statusColors(legend);
    return new Map(legend.map((s, i) => [s.key, colors[i] ?? '']));
  }, [legend]);
  const renderPopup = useCallback(
    (pin: AccountPin) => <AccountPopup account={pin.account} statusColor={colorOf.get(pin.status) ?? ''} />,
    [colorOf],
  );
  return (
    <Panel
      title={MAP_PANEL_TITLE}
      name="account-status-map"
      permission={{ section: 'accounts', key: 'map' }}
      query={query}
      isEmpty={(data) => data.accounts.length === 0}
      emptyText={NO_ACCOUNTS_TEXT}
      skeletonHeight={DEFAULT_MAP_HEIGHT}
      actions={
        canDownload ? (
          <EndpointDownloadButton
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
        <MapBody accounts={data.accounts} legend={legend} hidden={hidden} renderPopup={renderPopup} />
      )}
    </Panel>
  );
}

function MapBody({
  accounts,
  legend,
  hidden,
  renderPopup,
}: {
  accounts: AccountsMap['accounts'];
  legend: readonly MapStatus[];
  hidden: SharedLegendState;
  renderPopup: (pin: AccountPin) => ReactNode;
}) {
  const pins = useMemo(() => toAccountPins(accounts), [accounts]);
  return (
    <AccountMap
      points={pins}
      statuses={legend}
      renderPopup={renderPopup}
      pointLabel={pinLabel}
      label={MAP_LABEL}
      hidden={hidden.disabled}
      onHiddenChange={hidden.onDisabledChange}
    />
  );
}
