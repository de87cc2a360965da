import { describe, expect, it, vi } from 'vitest';
import type { PinLayer, PinLayersSpec, Pins, SlotMap } from './pin-slots';
import { holdsPins, isDrawn, isShowing, KEPT_PIN_SETS, shownPins, showPins } from './pin-slots';

/** A map whose sources load when the test says so, recording what is on screen. */
function fakeMap() {
  const sources = new Map<string, { pins: Pins; loaded: boolean }>();
  /** Each layer's opacity (a circle's fill, a symbol's icon) and its other opacity properties. */
  const layers = new Map<
    string,
    { source: string; opacity: number; paint: Record<string, unknown>; before?: string }
  >();
  type Listener = (event: { sourceId?: string }) => void;
  const listeners = new Map<string, Set<Listener>>();
  const fire = (type: string, event: { sourceId?: string }) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
  };
  let draws = 0;
  const map = {
    addSource: (id: string, spec: { data: Pins }) => void sources.set(id, { pins: spec.data, loaded: false }),
    getSource: (id: string) => (sources.has(id) ? {} : undefined),
    removeSource: (id: string) => void sources.delete(id),
    addLayer: (layer: PinLayer, before?: string) => {
      const paint = { ...layer.paint } as Record<string, unknown>;
      layers.set(layer.id, {
        source: layer.source,
        opacity: (layer.type === 'circle' ? paint['circle-opacity'] : paint['icon-opacity']) as number,
        paint,
        before,
      });
    },
    getLayer: (id: string) => (layers.has(id) ? {} : undefined),
    removeLayer: (id: string) => void layers.delete(id),
    setPaintProperty: (id: string, name: string, value: number) => {
      const layer = layers.get(id);
      if (!layer) return;
      layer.paint[name] = value;
      if (name === 'circle-opacity' || name === 'icon-opacity') layer.opacity = value;
    },
    isSourceLoaded: (id: string) => sources.get(id)?.loaded ?? false,
    // maplibre's synchronous frame: the style applies its changes ('styledata'), then draws.
    redraw: () => {
      draws++;
      fire('styledata', {});
    },
    on: (type: string, listener: Listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    off: (type: string, listener: Listener) => void listeners.get(type)?.delete(listener),
  };
  return {
    map: map as unknown as SlotMap,
    sources,
    draws: () => draws,
    /** The worker finished clustering a source: maplibre fires 'sourcedata'. */
    load(id: string) {
      const source = sources.get(id);
      if (source) source.loaded = true;
      fire('sourcedata', { sourceId: id });
    },
    /** A frame starts: the style applies its changes. */
    frame: () => fire('styledata', {}),
    /** Sources whose layers are drawn (not transparent). */
    onScreen: () => [...new Set([...layers.values()].filter((l) => l.opacity > 0).map((l) => l.source))],
    layers,
  };
}

const spec = (key = 'k'): PinLayersSpec => ({
  key,
  source: { type: 'geojson', cluster: true },
  layers: (source) => [
    { id: `${source}-clusters`, type: 'circle', source, paint: { 'circle-opacity': 0.95 } },
    { id: `${source}-pins`, type: 'symbol', source, layout: { 'icon-image': 'pin' } },
  ],
  beforeId: 'ring',
});

const pins = (...ids: string[]): Pins => ({
  type: 'FeatureCollection',
  features: ids.map((id, i) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-118 + i / 100, 34] },
    properties: { id, status: 'Active' },
  })),
});

describe('showPins', () => {
  it('adds a pin set hidden and shows it once the map has clustered it', () => {
    const fake = fakeMap();
    const onReveal = vi.fn();
    const a = pins('1', '2');
    expect(showPins(fake.map, spec(), a, onReveal)).toBe('uploaded');
    expect(fake.sources.size).toBe(1);
    expect(fake.onScreen()).toEqual([]);
    expect(isShowing(fake.map, a)).toBe(false);

    // Hidden by each layer's own opacities, with no fade.
    expect(fake.layers.get('accounts-0-clusters')?.paint).toMatchObject({
      'circle-opacity': 0,
      'circle-stroke-opacity': 0,
      'circle-opacity-transition': { duration: 0, delay: 0 },
    });
    expect(fake.layers.get('accounts-0-pins')?.paint).toEqual({
      'icon-opacity': 0,
      'icon-opacity-transition': { duration: 0, delay: 0 },
    });

    fake.load('accounts-0');
    expect(fake.onScreen()).toEqual(['accounts-0']);
    expect(fake.layers.get('accounts-0-clusters')?.opacity).toBe(0.95);
    expect(fake.layers.get('accounts-0-clusters')?.paint['circle-stroke-opacity']).toBe(1);
    // The pins' icons.
    expect(fake.layers.get('accounts-0-pins')?.opacity).toBe(1);
    expect(onReveal).toHaveBeenLastCalledWith({
      source: 'accounts-0',
      layers: ['accounts-0-clusters', 'accounts-0-pins'],
      pins: a,
    });
    expect(isShowing(fake.map, a)).toBe(true);
  });

  it('keeps the pins on screen until new ones are clustered, then swaps them', () => {
    const fake = fakeMap();
    showPins(fake.map, spec(), pins('1'), () => undefined);
    fake.load('accounts-0');
    const b = pins('2', '3');
    showPins(fake.map, spec(), b, () => undefined);
    expect(fake.onScreen()).toEqual(['accounts-0']);
    expect(isShowing(fake.map, b)).toBe(false);
    fake.load('accounts-1');
    expect(fake.onScreen()).toEqual(['accounts-1']);
    expect(fake.layers.get('accounts-0-pins')?.opacity).toBe(0);
    expect(shownPins(fake.map)?.pins).toBe(b);
    expect(isShowing(fake.map, b)).toBe(true);
  });

  it('shows a kept set again at once, without a new upload (a period flip back)', () => {
    const fake = fakeMap();
    const a = pins('1');
    showPins(fake.map, spec(), a, () => undefined);
    fake.load('accounts-0');
    showPins(fake.map, spec(), pins('2'), () => undefined);
    fake.load('accounts-1');

    // The same pins as a new object, as a page re-deriving them from cached data makes.
    const again = pins('1');
    expect(showPins(fake.map, spec(), again, () => undefined)).toBe('kept');
    expect(fake.sources.size).toBe(2);
    expect(fake.onScreen()).toEqual(['accounts-0']);
    // Drawn at once, in the caller's commit: no frame of its own.
    expect(fake.draws()).toBe(1);
    expect(isShowing(fake.map, again)).toBe(true);
    expect(isDrawn(fake.map, again)).toBe(true);
    expect(isShowing(fake.map, a)).toBe(false);
  });

  it('tells a set it keeps (shown at once) from new pins (an upload), for the same key only', () => {
    const fake = fakeMap();
    expect(holdsPins(fake.map, spec(), pins('1'))).toBe(false);
    showPins(fake.map, spec(), pins('1'), () => undefined);
    // Kept as soon as it is added, clustered or not; compared by content.
    expect(holdsPins(fake.map, spec(), pins('1'))).toBe(true);
    expect(holdsPins(fake.map, spec(), pins('2'))).toBe(false);
    // Other cluster options or images drop every kept set.
    expect(holdsPins(fake.map, spec('other'), pins('1'))).toBe(false);
  });

  it(`keeps at most ${KEPT_PIN_SETS} sets, dropping the least recently shown one`, () => {
    const fake = fakeMap();
    for (let i = 0; i < KEPT_PIN_SETS + 2; i++) {
      showPins(fake.map, spec(), pins(String(i)), () => undefined);
      fake.load(`accounts-${i}`);
    }
    expect([...fake.sources.keys()]).toEqual(['accounts-2', 'accounts-3', 'accounts-4']);
    expect(fake.layers.size).toBe(KEPT_PIN_SETS * 2);
    // Layers go under the selection ring.
    expect(fake.layers.get('accounts-4-pins')?.before).toBeUndefined();
  });

  it('never drops the set on screen while newer ones are still loading', () => {
    const fake = fakeMap();
    showPins(fake.map, spec(), pins('a'), () => undefined);
    fake.load('accounts-0');
    for (const id of ['b', 'c', 'd']) showPins(fake.map, spec(), pins(id), () => undefined);
    expect(fake.sources.has('accounts-0')).toBe(true);
    expect(fake.onScreen()).toEqual(['accounts-0']);
    expect(fake.sources.size).toBe(KEPT_PIN_SETS);
  });

  it('counts a set as drawn only from the first frame after its swap', () => {
    const fake = fakeMap();
    const a = pins('1');
    showPins(fake.map, spec(), a, () => undefined);
    fake.load('accounts-0');
    expect(isShowing(fake.map, a)).toBe(true);
    expect(isDrawn(fake.map, a)).toBe(false);
    fake.frame();
    expect(isDrawn(fake.map, a)).toBe(true);

    showPins(fake.map, spec(), pins('2'), () => undefined);
    fake.load('accounts-1');
    fake.frame();
    // A kept set is drawn by showPins itself (redraw); a frame begun before it does not count.
    const back = pins('1');
    showPins(fake.map, spec(), back, () => undefined);
    expect(isDrawn(fake.map, back)).toBe(true);
  });

  it('starts over when the cluster options or colours change', () => {
    const fake = fakeMap();
    showPins(fake.map, spec('one'), pins('1'), () => undefined);
    fake.load('accounts-0');
    expect(showPins(fake.map, spec('two'), pins('1'), () => undefined)).toBe('uploaded');
    expect([...fake.sources.keys()]).toEqual(['accounts-1']);
  });
});
