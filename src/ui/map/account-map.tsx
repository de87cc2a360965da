import { Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDisabledSet } from '@/ui/legend/use-disabled-set';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import { useNearViewport } from '@/ui/viewport/near-viewport';
import type { AccountMapGlProps } from './account-map-gl';
import classes from './account-map.module.css';
import { MapLegend } from './map-legend';
import type { MapPoint, MapStatus } from './map-model';
import { countByStatus, hasCoordinates, toPinCollection } from './map-model';
import { preloadPinIcons } from './pin-icons';
import { loadMapModule, preloadMap } from './preload-map';
import { markWebGL2Unavailable, supportsWebGL2 } from './webgl-support';

export { preloadMap } from './preload-map';

/**
 * For a map panel, called whether or not its data has come: starts the map's code (maplibre,
 * ~300 KB gzip, and its worker) when `enabled` (the panel's permission), so it downloads
 * while the data is on its way (the map mounts only with its data).
 */
export function usePreloadMap(enabled: boolean, statuses: readonly MapStatus[] = NO_STATUSES): void {
  useEffect(() => {
    if (enabled) preloadMap();
  }, [enabled]);
  // The legend's marker icons too (a few small files; the legend comes before the map's
  // data), so the map draws them in its first frame.
  useEffect(() => {
    if (enabled && supportsWebGL2()) preloadPinIcons(statuses);
  }, [enabled, statuses]);
}

const NO_STATUSES: readonly MapStatus[] = [];

// No React.lazy: see lazyComponent (the map started ~250 ms late behind Suspense).
const LazyAccountMapGl = lazyComponent(() =>
  loadMapModule().then((m) => m.AccountMapGl as ComponentType<AccountMapGlProps<MapPoint>>),
);

export const DEFAULT_MAP_HEIGHT = 'clamp(360px, 62vh, 580px)';

export interface AccountMapProps<T extends MapPoint> {
  /** The accounts; pins without coordinates are skipped. */
  points: readonly T[];
  /** Legend statuses in display order, with their colours. */
  statuses: readonly MapStatus[];
  /** Popup content for a pin (the page's 'Account Info', 'Key Stats', photo, ...). */
  renderPopup: (point: T) => ReactNode;
  /** Text of a point in the 'Find an account' list, e.g. `${name}, ${address}`. */
  pointLabel: (point: T) => string;
  /** Accessible name of the map region (default 'Account map'). */
  label?: string;
  /** Controlled hidden statuses (share with charts or the URL) and its change handler. */
  hidden?: ReadonlySet<string>;
  defaultHidden?: ReadonlySet<string>;
  onHiddenChange?: (next: ReadonlySet<string>) => void;
  /** Map height: a CSS length or px (default fills most of the viewport, 360-580 px). */
  height?: number | string;
  showLegend?: boolean;
  /** The searchable account list that also makes pins reachable by keyboard (default true). */
  showFinder?: boolean;
  /**
   * The points are a stand-in while the real ones load (the page shows the map before its
   * data): the map keeps drawing the pins it holds and does not mark itself ready, and the
   * legend shows no counts yet.
   */
  pointsPending?: boolean;
  /**
   * Controlled selection (the open popup), e.g. from the URL: the map flies to it when it
   * changes. Without it the map keeps its own selection.
   */
  selectedId?: string | null;
  onSelectedChange?: (id: string | null) => void;
}

/**
 * The shared account map: a status legend that hides pins, a searchable account list
 * (keyboard and screen-reader access to every pin), and the lazily loaded maplibre map.
 * The map starts (code, WebGL context, basemap) once it comes near the window
 * (near-viewport.ts): its start-up is the largest task of a page load. Until then, and while
 * its code loads, a skeleton of the same size holds the place; the legend and the account
 * list work from the start.
 */
export function AccountMap<T extends MapPoint>({
  points,
  statuses,
  renderPopup,
  pointLabel,
  label = 'Account map',
  hidden: controlledHidden,
  defaultHidden,
  onHiddenChange,
  height = DEFAULT_MAP_HEIGHT,
  showLegend = true,
  showFinder = true,
  pointsPending = false,
  selectedId: controlledSelected,
  onSelectedChange,
}: AccountMapProps<T>) {
  const statusKeys = useMemo(() => statuses.map((s) => s.key), [statuses]);
  const [hidden, toggle] = useDisabledSet(statusKeys, {
    disabled: controlledHidden,
    defaultDisabled: defaultHidden,
    onDisabledChange: onHiddenChange,
  });
  const [ownSelected, setOwnSelected] = useState<string | null>(null);
  const controlled = controlledSelected !== undefined;
  const selectedId = controlled ? controlledSelected : ownSelected;
  const setSelectedId = useCallback(
    (id: string | null) => (controlled ? onSelectedChange?.(id) : setOwnSelected(id)),
    [controlled, onSelectedChange],
  );
  const [focusRequest, setFocusRequest] = useState(controlledSelected ? 1 : 0);
  // A selection from outside (a link, the palette) is flown to like one picked in the list
  // (adjusted while rendering, React's pattern for state that follows a prop).
  const [seenSelected, setSeenSelected] = useState(controlledSelected);
  if (controlledSelected !== seenSelected) {
    setSeenSelected(controlledSelected);
    if (controlledSelected) setFocusRequest((n) => n + 1);
  }

  const pins = useMemo(() => toPinCollection(points, hidden), [points, hidden]);
  const counts = useMemo(() => countByStatus(points), [points]);
  // The finder lists every visible pin (22,000 at 10x demo scale): the list is built when
  // the finder is first used, not each time new pins arrive.
  const [finderUsed, setFinderUsed] = useState(false);
  const activateFinder = useCallback(() => setFinderUsed(true), []);
  const options = useMemo(() => {
    if (!finderUsed) return null;
    const seen = new Set<string>();
    const list: { value: string; label: string }[] = [];
    for (const point of points) {
      const value = String(point.id);
      if (seen.has(value) || hidden.has(point.status) || !hasCoordinates(point)) continue;
      seen.add(value);
      list.push({ value, label: pointLabel(point) });
    }
    return list;
    // pointLabel is usually an inline arrow; the list follows the points.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, hidden, finderUsed]);

  const pick = useCallback(
    (id: string | null) => {
      setSelectedId(id);
      // A controlled pick comes back as a new `selectedId`, which asks for the flight.
      if (id !== null && !controlled) setFocusRequest((n) => n + 1);
    },
    [setSelectedId, controlled],
  );
  const selectedPoint = useMemo(
    () => (selectedId === null ? undefined : points.find((point) => String(point.id) === selectedId)),
    [points, selectedId],
  );
  // A hidden status closes its open popup.
  const visiblePoint =
    selectedPoint && !hidden.has(selectedPoint.status) && hasCoordinates(selectedPoint)
      ? selectedPoint
      : undefined;
  const visibleSelection = visiblePoint ? selectedId : null;
  // Until the full list exists, the finder holds only the selected pin (to show its name).
  const finderData = useMemo(
    () =>
      options ??
      (visiblePoint && visibleSelection !== null
        ? [{ value: visibleSelection, label: pointLabel(visiblePoint) }]
        : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options, visiblePoint, visibleSelection],
  );

  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  // Set false when the map cannot create its WebGL2 context (no probe context is made first).
  const [canDraw, setCanDraw] = useState(supportsWebGL2);
  const onUnavailable = useCallback(() => {
    markWebGL2Unavailable();
    setCanDraw(false);
  }, []);
  // The statuses' marker icons, for a page that did not start them (usePreloadMap).
  useEffect(() => {
    if (canDraw) preloadPinIcons(statuses);
  }, [canDraw, statuses]);
  // Without a map, the account picked in the list shows its details under the note.
  const inlinePoint = !canDraw ? visiblePoint : undefined;

  const fallback = (
    <Skeleton
      className={classes.canvas}
      h={height}
      radius="md"
      data-state="loading"
      data-points={points.length}
      // A role that may carry a name (axe forbids aria-label on a plain div).
      role="status"
      aria-label={`${label} is loading`}
    />
  );

  return (
    <Stack ref={rootRef} gap="xs" className={classes.root} data-map>
      {showLegend || showFinder ? (
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          {showLegend ? (
            <div className={classes.legend}>
              <MapLegend
                statuses={statuses}
                hidden={hidden}
                onToggle={toggle}
                counts={pointsPending ? undefined : counts}
                label={`${label} legend`}
              />
            </div>
          ) : null}
          {showFinder ? (
            <Select
              className={classes.finder}
              aria-label="Find an account on the map"
              placeholder="Find an account…"
              data={finderData}
              value={visibleSelection}
              onChange={pick}
              onFocus={activateFinder}
              onDropdownOpen={activateFinder}
              searchable
              clearable
              limit={30}
              maxDropdownHeight={280}
              nothingFoundMessage="No matching account"
              size="sm"
            />
          ) : null}
        </Group>
      ) : null}
      {!canDraw ? (
        <Paper
          withBorder
          p="md"
          radius="md"
          role="region"
          aria-label={label}
          data-state="unsupported"
          data-points={points.length}
        >
          <Text size="sm" c="dimmed">
            This browser cannot draw the map (it needs WebGL2). Pick an account in the list above to see its
            details.
          </Text>
          {inlinePoint ? <div className={classes.inlinePopup}>{renderPopup(inlinePoint)}</div> : null}
        </Paper>
      ) : !near ? (
        fallback
      ) : (
        <LazyAccountMapGl
          fallback={fallback}
          points={points}
          pins={pins}
          statuses={statuses}
          selectedId={visibleSelection}
          focusRequest={focusRequest}
          onSelect={setSelectedId}
          renderPopup={renderPopup as (point: MapPoint) => ReactNode}
          label={label}
          height={height}
          totalPoints={points.length}
          pending={pointsPending}
          onUnavailable={onUnavailable}
        />
      )}
    </Stack>
  );
}
