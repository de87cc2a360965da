import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { AccountMap, preloadMap } from './account-map';

/**
 * jsdom has no WebGL: react-map-gl is replaced by plain elements that expose the props
 * the map received, so the test can fire map events (load, idle, click) by hand.
 */
const stub = vi.hoisted(() => ({
  mapProps: null as null | Record<string, (...args: unknown[]) => unknown>,
  flyTo: null as null | ((...args: unknown[]) => void),
  easeTo: null as null | ((...args: unknown[]) => void),
}));

vi.mock('./maplibre-setup', () => ({ mapLib: {} }));
// jsdom has no WebGL2; the stubbed map below stands in for a browser that has it.
vi.mock('./webgl-support', () => ({ supportsWebGL2: () => true }));
vi.mock('./basemap', () => ({
  BASEMAP_SOURCES: { states: 's', borders: 'b', counties: 'c' },
  OFFLINE_STYLE: { version: 8, sources: {}, layers: [] },
  loadBasemap: () => new Promise(() => {}),
}));
vi.mock('react-map-gl/maplibre', async () => {
  const { forwardRef, useEffect, useImperativeHandle } = await import('react');
  stub.flyTo = vi.fn();
  stub.easeTo = vi.fn();
  const source = { getClusterExpansionZoom: () => Promise.resolve(12) };
  const map = {
    getSource: () => source,
    isSourceLoaded: () => true,
    queryRenderedFeatures: () => [],
  };
  const Map = forwardRef<unknown, Record<string, unknown> & { children?: ReactNode }>((props, ref) => {
    useImperativeHandle(ref, () => ({
      getMap: () => map,
      getSource: () => source,
      getZoom: () => 8,
      flyTo: stub.flyTo,
      easeTo: stub.easeTo,
    }));
    stub.mapProps = props as never;
    useEffect(() => {
      (props.onLoad as () => void)();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <div data-testid="gl-map">{props.children as ReactNode}</div>;
  });
  const Source = ({ data, children }: { data: { features: unknown[] }; children?: ReactNode }) => (
    <div data-testid="pin-source" data-count={data.features.length}>
      {children}
    </div>
  );
  const Popup = ({ children, onClose }: { children?: ReactNode; onClose: () => void }) => (
    <div role="dialog" aria-label="Account popup">
      <button type="button" onClick={onClose}>
        Close popup
      </button>
      {children}
    </div>
  );
  const Nothing = () => null;
  return { default: Map, Map, Source, Layer: Nothing, Marker: Nothing, Popup, NavigationControl: Nothing };
});

interface Account {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  status: string;
}

const accounts: Account[] = [
  { id: 1, name: 'Corner Market', latitude: 33.9, longitude: -118.1, status: 'Active' },
  { id: 2, name: 'Bay Liquor', latitude: 34.0, longitude: -118.2, status: 'Lead' },
  { id: 3, name: 'Apex Foods', latitude: 33.8, longitude: -118.0, status: 'Active' },
];
const statuses = [
  { key: 'Active', color: '#b7eb8f' },
  { key: 'Lead', color: '#ffe58f' },
];

const renderMap = (props: Partial<Parameters<typeof AccountMap<Account>>[0]> = {}) =>
  renderWithTheme(
    <AccountMap
      points={accounts}
      statuses={statuses}
      pointLabel={(a) => a.name}
      renderPopup={(a) => <p>Details of {a.name}</p>}
      {...props}
    />,
  );

// The first test pays for transforming the lazily imported map module.
const mapRegion = () => screen.findByRole('region', { name: 'Account map' }, { timeout: 15_000 });

describe('AccountMap', () => {
  it('loads lazily and marks itself ready once the map is idle with the data', async () => {
    preloadMap();
    renderMap();
    const region = await mapRegion();
    expect(region).toHaveAttribute('data-points', '3');
    expect(region).toHaveAttribute('data-state', 'loading');
    act(() => {
      stub.mapProps?.onIdle?.();
    });
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(stub.mapProps?.maxZoom).toBe(19);
    expect(stub.mapProps?.initialViewState).toEqual({ latitude: 33.92, longitude: -118.1, zoom: 8 });
  });

  it('hides statuses from the map through its legend, keeping the last one', async () => {
    const user = userEvent.setup();
    renderMap();
    const region = await mapRegion();
    act(() => {
      stub.mapProps?.onIdle?.();
    });
    await user.click(screen.getByRole('button', { name: /Lead/ }));
    expect(screen.getByTestId('pin-source')).toHaveAttribute('data-count', '2');
    expect(region).toHaveAttribute('data-visible-points', '2');
    // New data: not ready until the map is idle again.
    expect(region).toHaveAttribute('data-state', 'loading');
    await user.click(screen.getByRole('button', { name: /Active/ }));
    expect(screen.getByRole('button', { name: /Active/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('pin-source')).toHaveAttribute('data-count', '2');
  });

  it('shows pin counts per status in the legend', async () => {
    renderMap();
    await mapRegion();
    expect(screen.getByRole('button', { name: /Active\s*2/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lead\s*1/ })).toBeInTheDocument();
  });

  it('can share its hidden set with the page (controlled)', async () => {
    const user = userEvent.setup();
    const onHiddenChange = vi.fn();
    renderMap({ hidden: new Set(['Lead']), onHiddenChange });
    await mapRegion();
    expect(screen.getByTestId('pin-source')).toHaveAttribute('data-count', '2');
    await user.click(screen.getByRole('button', { name: /Lead/ }));
    expect(onHiddenChange).toHaveBeenCalledWith(new Set());
  });

  it('opens the page popup for a clicked pin and closes it', async () => {
    const user = userEvent.setup();
    renderMap();
    await mapRegion();
    act(() => {
      stub.mapProps?.onClick?.({
        features: [
          { properties: { id: '2', status: 'Lead' }, geometry: { type: 'Point', coordinates: [-118.2, 34] } },
        ],
      });
    });
    const popup = screen.getByRole('dialog', { name: 'Account popup' });
    expect(within(popup).getByText('Details of Bay Liquor')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Close popup' }));
    expect(screen.queryByRole('dialog', { name: 'Account popup' })).not.toBeInTheDocument();
  });

  it('zooms into a clicked cluster', async () => {
    renderMap();
    await mapRegion();
    act(() => {
      stub.mapProps?.onClick?.({
        features: [
          {
            properties: { cluster_id: 7, point_count: 3 },
            geometry: { type: 'Point', coordinates: [-118, 34] },
          },
        ],
      });
    });
    await waitFor(() => expect(stub.easeTo).toHaveBeenCalledWith(expect.objectContaining({ zoom: 12 })));
    expect(screen.queryByRole('dialog', { name: 'Account popup' })).not.toBeInTheDocument();
  });

  it('reaches every pin from the keyboard through the account list', async () => {
    const user = userEvent.setup();
    renderMap();
    await mapRegion();
    const finder = screen
      .getAllByLabelText('Find an account on the map')
      .find((el) => el.tagName === 'INPUT')!;
    finder.focus();
    await user.keyboard('apex');
    expect(await screen.findByRole('option', { name: 'Apex Foods' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      within(screen.getByRole('dialog', { name: 'Account popup' })).getByText('Details of Apex Foods'),
    ).toBeInTheDocument();
    expect(stub.flyTo).toHaveBeenCalledWith(expect.objectContaining({ center: [-118, 33.8] }));
  });
});
