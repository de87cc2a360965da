import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { AccountMap, preloadMap } from './account-map';
import { pinImageId, pinImages } from './map-model';

/**
 * jsdom has no WebGL: react-map-gl is replaced by plain elements that expose the props
 * the map received, so the test can fire map events (load, idle, click) by hand. The
 * maplibre map behind it records its pin source (data, uploads) and layers; one map
 * serves every mount, as a kept map (reuseMaps) does, and a test starts with a new one.
 */
const stub = vi.hoisted(() => {
  type Data = { features: unknown[] };
  const createMap = () => {
    const sources = new Map<string, Data>();
    const layers = new Map<
      string,
      { source: string; type: string; opacity: number; layout?: Record<string, unknown> }
    >();
    const listeners = new Map<string, Set<() => void>>();
    const state = { uploads: 0, redraws: 0, repaints: 0 };
    /** Pin images by id: their size in pixels and the ratio they are shown at. */
    const images = new Map<string, { width: number; height: number; pixelRatio: number; updates: number }>();
    const opacityOf = (paint: Record<string, unknown> | undefined) => {
      const value = paint?.['circle-opacity'] ?? paint?.['icon-opacity'];
      return typeof value === 'number' ? value : 1;
    };
    const map = {
      state,
      sources,
      layers,
      images,
      resolver: null as null | ((id: string) => void),
      hasImage: (id: string) => images.has(id),
      addImage: (id: string, data: { width: number; height: number }, options: { pixelRatio: number }) =>
        images.set(id, {
          width: data.width,
          height: data.height,
          pixelRatio: options.pixelRatio,
          updates: 0,
        }),
      updateImage: (id: string) => {
        const image = images.get(id);
        if (image) image.updates++;
      },
      getPixelRatio: () => 2,
      setMissingStyleImageResolver: (resolver: (id: string) => void) => {
        map.resolver = resolver;
      },
      getSource: (id: string) =>
        sources.has(id)
          ? {
              setData: (data: Data) => sources.set(id, data),
              getClusterExpansionZoom: () => Promise.resolve(12),
            }
          : undefined,
      addSource: (id: string, spec: { data: Data }) => {
        sources.set(id, spec.data);
        // Pin sets, not the selection ring's one-pin source.
        if (id !== 'accounts-selected') state.uploads++;
      },
      removeSource: (id: string) => sources.delete(id),
      getLayer: (id: string) => (layers.has(id) ? { id } : undefined),
      addLayer: (layer: {
        id: string;
        type: string;
        source: string;
        paint?: Record<string, unknown>;
        layout?: Record<string, unknown>;
      }) =>
        layers.set(layer.id, {
          source: layer.source,
          type: layer.type,
          opacity: opacityOf(layer.paint),
          layout: layer.layout,
        }),
      removeLayer: (id: string) => layers.delete(id),
      setPaintProperty: (id: string, name: string, value: number) => {
        const layer = layers.get(id);
        if (layer && (name === 'circle-opacity' || name === 'icon-opacity')) layer.opacity = value;
      },
      /** maplibre's synchronous frame. */
      redraw: () => {
        state.redraws++;
        map.frame();
      },
      isSourceLoaded: () => true,
      on: (type: string, listener: () => void) => {
        const set = listeners.get(type) ?? new Set();
        set.add(listener);
        listeners.set(type, set);
      },
      off: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
      once: (type: string, listener: () => void) => {
        const once = () => {
          map.off(type, once);
          listener();
        };
        map.on(type, once);
      },
      /** maplibre's style loading: its 'style.load' event. */
      loadStyle: () => {
        map.style._loaded = true;
        for (const listener of [...(listeners.get('style.load') ?? [])]) listener();
      },
      /** One maplibre frame: the style applies its changes ('styledata'), draws, fires 'render'. */
      frame: () => {
        for (const listener of listeners.get('styledata') ?? []) listener();
        map.painter.render();
        stub.mapProps?.onRender?.();
      },
      /** maplibre's 'idle' comes after a frame that painted. */
      idle: () => {
        map.painter.render();
        stub.mapProps?.onIdle?.();
      },
      areTilesLoaded: () => true,
      triggerRepaint: () => {
        state.repaints++;
      },
      queryRenderedFeatures: () => stub.rendered,
      painter: { drawFunctions: { sky: () => {} }, render: () => {} },
      style: { _loaded: true },
    };
    return map;
  };
  return {
    createMap,
    map: createMap(),
    mapProps: null as null | Record<string, (...args: unknown[]) => unknown>,
    flyTo: null as null | ((...args: unknown[]) => void),
    easeTo: null as null | ((...args: unknown[]) => void),
    /** What the map's queryRenderedFeatures answers (the clusters in view). */
    rendered: [] as unknown[],
  };
});

/** Marker icons load (or fail) when a test says so: jsdom loads no pictures. */
const icons = vi.hoisted(() => {
  type Load = { promise: Promise<unknown>; resolve: (icon: unknown) => void; reject: (error: Error) => void };
  const loads = new Map<string, Load>();
  const load = (url: string) => {
    let entry = loads.get(url);
    if (!entry) {
      let resolve: Load['resolve'] = () => {};
      let reject: Load['reject'] = () => {};
      const promise = new Promise((yes, no) => {
        resolve = yes;
        reject = no;
      });
      promise.catch(() => undefined);
      entry = { promise, resolve, reject };
      loads.set(url, entry);
    }
    return entry.promise;
  };
  return { loads, load };
});
vi.mock('./pin-icons', () => ({
  loadPinIcon: (url: string) => icons.load(url),
  loadedPinIcon: () => undefined,
  preloadPinIcons: (statuses: { image?: string | null }[]) => {
    for (const status of statuses) if (status.image) void icons.load(status.image);
  },
}));

/** jsdom has no 2D canvas: one that records what was drawn on it, and reads back its size. */
const drawn: string[] = [];
function fakeContext(canvas: HTMLCanvasElement) {
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void drawn.push(`${name}(${args.filter((a) => typeof a !== 'object').join(',')})`);
  return new Proxy(
    {
      getImageData: (_x: number, _y: number, width: number, height: number) => ({
        width,
        height,
        data: new Uint8ClampedArray(width * height * 4),
      }),
      set fillStyle(value: string) {
        drawn.push(`fillStyle=${value}`);
      },
      canvas,
    } as Record<string | symbol, unknown>,
    { get: (target, key) => (key in target ? target[key] : record(String(key))) },
  );
}

beforeEach(() => {
  stub.map = stub.createMap();
  stub.mapProps = null;
  icons.loads.clear();
  drawn.length = 0;
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return fakeContext(this) as never;
  });
  return () => getContext.mockRestore();
});

/** Pins on screen: the pin set whose pin layer is not transparent (null before there is one). */
const pinsInSource = () => {
  const shown = [...stub.map.layers.entries()].find(
    ([id, layer]) => id.endsWith('-pins') && layer.opacity > 0,
  )?.[1];
  return shown ? (stub.map.sources.get(shown.source)?.features.length ?? null) : null;
};

vi.mock('./maplibre-setup', () => ({ mapLib: {} }));
// jsdom has no WebGL2; the stubbed map below stands in for a browser that has it.
vi.mock('./webgl-support', () => ({ supportsWebGL2: () => true, markWebGL2Unavailable: vi.fn() }));
vi.mock('./basemap', () => ({
  BASEMAP_SOURCE: 'basemap',
  OFFLINE_STYLE: { version: 8, sources: {}, layers: [] },
}));
vi.mock('react-map-gl/maplibre', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  stub.flyTo = vi.fn();
  stub.easeTo = vi.fn();
  const Map = forwardRef<unknown, Record<string, unknown> & { children?: ReactNode }>((props, ref) => {
    useImperativeHandle(ref, () => ({
      getMap: () => stub.map,
      getSource: (id: string) => stub.map.getSource(id),
      getZoom: () => 8,
      flyTo: stub.flyTo,
      easeTo: stub.easeTo,
    }));
    stub.mapProps = props as never;
    return <div data-testid="gl-map">{props.children as ReactNode}</div>;
  });
  const Popup = ({ children, onClose }: { children?: ReactNode; onClose: () => void }) => (
    <div role="dialog" aria-label="Account popup">
      <button type="button" onClick={onClose}>
        Close popup
      </button>
      {children}
    </div>
  );
  const Nothing = () => null;
  const Marker = ({ children }: { children?: ReactNode }) => <div data-testid="marker">{children}</div>;
  return { default: Map, Map, Marker, Popup, NavigationControl: Nothing };
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

const mapElement = (props: Partial<Parameters<typeof AccountMap<Account>>[0]> = {}) => (
  <AccountMap
    points={accounts}
    statuses={statuses}
    pointLabel={(a) => a.name}
    renderPopup={(a) => <p>Details of {a.name}</p>}
    {...props}
  />
);
const renderMap = (props: Parameters<typeof mapElement>[0] = {}) => renderWithTheme(mapElement(props));

/**
 * New pins reach the map in a task of their own after the next frame (account-map-gl.tsx):
 * resolves once that task has run.
 */
const pinsHandedOver = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

// The first test pays for transforming the lazily imported map module. Resolves once the
// map has loaded and taken its pins (or, with stand-in points, once it has loaded).
const mapRegion = async () => {
  const region = await screen.findByRole('region', { name: 'Account map' }, { timeout: 15_000 });
  await waitFor(() => expect(stub.mapProps).not.toBeNull());
  await act(async () => {});
  await pinsHandedOver();
  return region;
};

describe('AccountMap', () => {
  it('loads lazily, is ready at the first frame that drew its pins, and marks idle after', async () => {
    preloadMap();
    renderMap();
    // While the map code loads, a named placeholder of the same size holds its place.
    expect(screen.getByRole('status', { name: 'Account map is loading' })).toBeInTheDocument();
    const region = await mapRegion();
    expect(region).toHaveAttribute('data-points', '3');
    expect(region).toHaveAttribute('data-state', 'loading');
    // A frame that began before the pins were swapped in does not count.
    act(() => {
      stub.mapProps?.onRender?.();
    });
    expect(region).toHaveAttribute('data-state', 'loading');
    act(() => stub.map.frame());
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(region).toHaveAttribute('data-idle', 'false');
    act(() => {
      stub.map.idle();
    });
    expect(region).toHaveAttribute('data-idle', 'true');
    // Leaving the page keeps the GL map for the next visit.
    expect(stub.mapProps?.reuseMaps).toBe(true);
    expect(stub.mapProps?.maxZoom).toBe(19);
    expect(stub.mapProps?.initialViewState).toEqual({ latitude: 33.92, longitude: -118.1, zoom: 8 });
  });

  it('takes its pins as soon as its style has loaded, before its sources have', async () => {
    stub.map.style._loaded = false;
    renderMap();
    const region = await mapRegion();
    expect(pinsInSource()).toBeNull();
    // maplibre's 'load' waits for every source (the basemap file); the pins do not.
    act(() => stub.map.loadStyle());
    // Not in the commit that has the style: in the task after the next frame.
    expect(pinsInSource()).toBeNull();
    await pinsHandedOver();
    expect(pinsInSource()).toBe(3);
    act(() => stub.map.frame());
    expect(region).toHaveAttribute('data-state', 'ready');
  });

  it('shows its note and the account list when the map cannot create its WebGL2 context', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderMap();
    await mapRegion();
    // Other map errors are only logged.
    act(() => {
      stub.mapProps?.onError?.({ error: new Error('tile failed') });
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('gl-map')).toBeInTheDocument();
    act(() => {
      stub.mapProps?.onError?.({
        error: Object.assign(new Error('no context'), { name: 'GPUInitializationError' }),
      });
    });
    expect(screen.queryByTestId('gl-map')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account map' })).toHaveAttribute('data-state', 'unsupported');
    expect(screen.getByText(/This browser cannot draw the map/)).toBeInTheDocument();
    error.mockRestore();
  });

  it('takes back a kept map: the same pins again are not uploaded, new ones are', async () => {
    const first = renderMap();
    const idle = () =>
      act(() => {
        stub.map.idle();
      });
    const firstRegion = await mapRegion();
    idle();
    expect(firstRegion).toHaveAttribute('data-state', 'ready');
    first.unmount();

    // Back on the page: new point objects, same pins, drawn at once (no upload, no wait).
    renderMap({ points: accounts.map((a) => ({ ...a })) });
    const region = await mapRegion();
    expect(stub.map.state).toMatchObject({ uploads: 1, redraws: 1 });
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(region).not.toHaveAttribute('data-idle', 'true');
    idle();
    expect(region).toHaveAttribute('data-idle', 'true');
  });

  it('keeps what the map holds while the points are a stand-in, then draws the real ones', async () => {
    const { rerender } = renderMap({ points: [], pointsPending: true });
    const region = await mapRegion();
    act(() => {
      stub.map.idle();
    });
    expect(pinsInSource()).toBeNull();
    expect(region).toHaveAttribute('data-state', 'loading');
    rerender(mapElement());
    await pinsHandedOver();
    expect(pinsInSource()).toBe(3);
    expect(region).toHaveAttribute('data-state', 'loading');
    act(() => {
      stub.map.idle();
    });
    expect(region).toHaveAttribute('data-state', 'ready');
  });

  it('hides statuses from the map through its legend, keeping the last one', async () => {
    const user = userEvent.setup();
    renderMap();
    const region = await mapRegion();
    act(() => {
      stub.map.idle();
    });
    expect(pinsInSource()).toBe(3);
    await user.click(screen.getByRole('button', { name: /Lead/ }));
    // The click's frame first; the new pins in a task of their own after it.
    expect(stub.map.state.uploads).toBe(1);
    await pinsHandedOver();
    expect(pinsInSource()).toBe(2);
    expect(stub.map.state.uploads).toBe(2);
    expect(region).toHaveAttribute('data-visible-points', '2');
    // New data: not ready until the map is idle again.
    expect(region).toHaveAttribute('data-state', 'loading');
    await user.click(screen.getByRole('button', { name: /Active/ }));
    expect(screen.getByRole('button', { name: /Active/ })).toHaveAttribute('aria-pressed', 'true');
    expect(pinsInSource()).toBe(2);
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
    expect(pinsInSource()).toBe(2);
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

  it('draws a donut per cluster in view from its packed status counts', async () => {
    renderMap();
    await mapRegion();
    // A cluster of 2 Active and 1 Lead pins: both counts share one property (12-bit fields).
    stub.rendered = [
      {
        properties: { cluster_id: 9, point_count: 3, count0: 2 + 1 * 2 ** 12 },
        geometry: { type: 'Point', coordinates: [-118, 34] },
      },
    ];
    try {
      act(() => {
        stub.map.idle();
      });
    } finally {
      stub.rendered = [];
    }
    const donut = screen.getByTestId('marker').querySelector('svg') as SVGElement;
    expect(donut).toHaveTextContent('3');
    const arcs = [...donut.querySelectorAll('g circle')];
    expect(arcs.map((arc) => arc.getAttribute('stroke'))).toEqual(['#b7eb8f', '#ffe58f']);
    const lengths = arcs.map((arc) => Number(arc.getAttribute('stroke-dasharray')?.split(' ')[0]));
    expect((lengths[0] ?? 0) / (lengths[1] ?? 1)).toBeCloseTo(2);
  });

  it('names a pin picked on the map in the account list', async () => {
    renderMap();
    await mapRegion();
    act(() => {
      stub.mapProps?.onClick?.({
        features: [
          { properties: { id: '2', status: 'Lead' }, geometry: { type: 'Point', coordinates: [-118.2, 34] } },
        ],
      });
    });
    const finder = screen
      .getAllByLabelText('Find an account on the map')
      .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    expect(finder).toHaveValue('Bay Liquor');
  });

  it('zooms into a clicked cluster', async () => {
    renderMap();
    await mapRegion();
    act(() => {
      stub.mapProps?.onClick?.({
        features: [
          {
            source: 'accounts-0',
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
  it('draws each account on its own as its status marker icon, 36 x 36, clusters where pins would cover each other', async () => {
    const withIcons = [
      { key: 'Active', color: '#b7eb8f', image: '/api/markers/active.svg' },
      { key: 'Lead', color: '#ffe58f', image: '' },
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMap({ statuses: withIcons });
    const region = await mapRegion();
    const layers = [...stub.map.layers.values()];
    const pinLayer = layers.find((layer) => layer.type === 'symbol');
    const { byStatus, fallback } = pinImages(withIcons);
    expect(pinLayer?.layout).toMatchObject({
      'icon-image': [
        'match',
        ['get', 'status'],
        'Active',
        byStatus[0]?.id,
        'Lead',
        byStatus[1]?.id,
        fallback.id,
      ],
      'icon-size': 1,
      'icon-anchor': 'bottom',
      'icon-allow-overlap': true,
    });
    expect(layers.filter((layer) => layer.type === 'circle').length).toBeGreaterThan(0);
    // Every image the pins name is on the map before its layer: 36 CSS px at the map's pixel ratio.
    expect([...stub.map.images.keys()].sort()).toEqual(
      [byStatus[0]?.id, byStatus[1]?.id, fallback.id].sort(),
    );
    for (const image of stub.map.images.values())
      expect(image).toMatchObject({ width: 72, height: 72, pixelRatio: 2 });
    // Until the icon is in, the Active pins are drawn pins of their colour; the map is not idle.
    expect(drawn).toContain('fillStyle=#b7eb8f');
    act(() => stub.map.frame());
    act(() => {
      stub.map.idle();
    });
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(region).toHaveAttribute('data-idle', 'false');
    await act(async () => {
      icons.loads
        .get(`${location.origin}/api/markers/active.svg`)
        ?.resolve({ naturalWidth: 36, naturalHeight: 36 });
    });
    expect(stub.map.images.get(byStatus[0]?.id ?? '')?.updates).toBe(1);
    expect(drawn).toContain('drawImage(0,0,72,72)');
    expect(stub.map.state.repaints).toBeGreaterThan(0);
    act(() => {
      stub.map.idle();
    });
    expect(region).toHaveAttribute('data-idle', 'true');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps the pin of the status colour where an icon fails to load, and answers images the map lacks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = [{ key: 'Active', color: '#b7eb8f', image: '/api/markers/missing.svg' }];
    renderMap({ statuses: broken });
    const region = await mapRegion();
    await act(async () => {
      icons.loads.get(`${location.origin}/api/markers/missing.svg`)?.reject(new Error('404'));
    });
    const id = pinImages(broken).byStatus[0]?.id ?? '';
    expect(stub.map.images.get(id)?.updates).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    act(() => stub.map.frame());
    act(() => {
      stub.map.idle();
    });
    expect(region).toHaveAttribute('data-idle', 'true');
    // A style that dropped the images asks for them again by id.
    const other = pinImageId('#123456', null);
    act(() => stub.map.resolver?.(other));
    expect(stub.map.images.get(other)).toMatchObject({ width: 72, pixelRatio: 2 });
    expect(drawn).toContain('fillStyle=#123456');
    warn.mockRestore();
  });
});
