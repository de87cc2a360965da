import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { AttentionPin } from '@/api/contract/attention';
import type { RequestParams } from '@/api/contract/request-params';
import { OpenAccountLink } from '@/ui/links/account-link';
import { AccountMap, usePreloadMap } from '@/ui/map/account-map';
import { Panel } from '@/ui/panel/panel';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { ATTENTION_REASON_LABELS } from '@/api/contract/attention';
import { REASON_LEGEND } from './attention-model';
import { attentionRequests } from './queries';
import type { AttentionView } from './view-state';

export const MAP_TITLE = 'Needs attention map';
/** The map region's name (the panel itself is named by its title, and landmark names are unique). */
const MAP_LABEL = 'Accounts needing attention map';

/** A pin is coloured (and hidden from the legend) by its first reason. */
const toPoint = (pin: AttentionPin) => ({ ...pin, status: pin.reasons[0] ?? 'overdue' });
type Point = ReturnType<typeof toPoint>;

const pointLabel = (p: Point) => `${p.name}, ${p.address}`;

/** The pins made once per answer (a new array re-uploads the map's source). */
function MapBody({ pins, renderPopup }: { pins: AttentionPin[]; renderPopup: (point: Point) => ReactNode }) {
  const points = useMemo(() => pins.map(toPoint), [pins]);
  return (
    <AccountMap
      points={points}
      statuses={REASON_LEGEND}
      renderPopup={renderPopup}
      pointLabel={pointLabel}
      label={MAP_LABEL}
    />
  );
}

/**
 * The optional map layer: every account of the list (all pages) on the shared account map,
 * coloured by its first reason; the popup names every reason and opens the account.
 */
export function AttentionMapPanel({ params, view }: { params: RequestParams; view: AttentionView }) {
  usePreloadMap(view.map);
  const query = usePanelQuery('accounts', attentionRequests(view).map, params);
  const renderPopup = useCallback(
    (point: Point) => (
      <Stack gap={4} maw={260}>
        <Text fw={600} size="sm">
          {point.name}
        </Text>
        <Text size="xs">{point.address}</Text>
        <Text size="xs">{point.reasons.map((r) => ATTENTION_REASON_LABELS[r]).join(', ')}</Text>
        <OpenAccountLink id={point.id} name={point.name} params={params} />
      </Stack>
    ),
    [params],
  );
  if (!view.map) return null;
  return (
    <Panel
      title={MAP_TITLE}
      name="attention-map"
      permission={{ section: 'accounts', key: 'attention' }}
      query={query}
      isEmpty={(data) => data.accounts.length === 0}
      emptyText="No account needs attention for this filter."
      skeletonHeight={420}
    >
      {(data) => <MapBody pins={data.accounts} renderPopup={renderPopup} />}
    </Panel>
  );
}
