import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFirstFrame, isPainting } from './first-frame';

type Painter = MapLibreMap['painter'];
type RenderArgs = Parameters<Painter['render']>;

const fakeMap = () => {
  const render = vi.fn();
  const painter = { render } as unknown as Painter;
  return { map: { painter, triggerRepaint: vi.fn() }, render };
};
const frame = (map: { painter: Painter }) => map.painter.render(...([{}, {}] as unknown as RenderArgs));

afterEach(() => {
  vi.useRealTimers();
});

describe('holdFirstFrame', () => {
  it('paints nothing until the content is ready, then every frame', () => {
    const { map, render } = fakeMap();
    let ready = false;
    holdFirstFrame(map, () => ready);
    frame(map);
    frame(map);
    expect(render).not.toHaveBeenCalled();
    expect(isPainting(map)).toBe(false);
    ready = true;
    frame(map);
    expect(render).toHaveBeenCalledTimes(1);
    expect(isPainting(map)).toBe(true);
    // Open for good: later frames paint whatever is loading.
    ready = false;
    frame(map);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('paints after the longest wait even if the content never comes', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { map, render } = fakeMap();
    holdFirstFrame(map, () => false, 500);
    frame(map);
    expect(render).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    // Nothing may be loading any more: the map is asked for the frame that paints.
    expect(map.triggerRepaint).toHaveBeenCalledTimes(1);
    frame(map);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('leaves a map it already holds (a kept map taken back) as it is', () => {
    const { map, render } = fakeMap();
    holdFirstFrame(map, () => true);
    frame(map);
    holdFirstFrame(map, () => false);
    frame(map);
    expect(render).toHaveBeenCalledTimes(2);
    // A map without a gate paints.
    expect(isPainting(fakeMap().map)).toBe(true);
  });
});
