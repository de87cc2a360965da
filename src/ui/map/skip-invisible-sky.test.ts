import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { skipInvisibleSky, skyIsVisible } from './skip-invisible-sky';

type Painter = MapLibreMap['painter'];
type DrawSky = Painter['drawFunctions']['sky'];
type Sky = NonNullable<Parameters<DrawSky>[1]['data']['sky']>;

const color = (a: number) => ({ r: 0.5 * a, g: 0.6 * a, b: 0.7 * a, a });
const sky = (skyAlpha: number, horizonAlpha: number) =>
  ({ 'sky-color': color(skyAlpha), 'horizon-color': color(horizonAlpha) }) as unknown as Sky;

/** A painter whose draw functions are a shared object, as maplibre's are. */
const fakeMap = (shared: { sky: DrawSky }) => ({ painter: { drawFunctions: shared } as unknown as Painter });
const frameWith = (value: Sky | undefined) => ({ data: { sky: value } }) as unknown as Parameters<DrawSky>[1];
const mesh = {} as Parameters<DrawSky>[0];

describe('skyIsVisible', () => {
  it('is false for the transparent sky maplibre uses when the style has none', () => {
    expect(skyIsVisible(sky(0, 0))).toBe(false);
    expect(skyIsVisible(undefined)).toBe(false);
  });

  it('is true when either sky colour shows', () => {
    expect(skyIsVisible(sky(1, 0))).toBe(true);
    expect(skyIsVisible(sky(0, 0.2))).toBe(true);
  });
});

describe('skipInvisibleSky', () => {
  it('skips the sky pass while the sky is transparent and draws it once it shows', () => {
    const drawSky = vi.fn<DrawSky>();
    const map = fakeMap({ sky: drawSky });
    skipInvisibleSky(map);

    map.painter.drawFunctions.sky(mesh, frameWith(sky(0, 0)));
    expect(drawSky).not.toHaveBeenCalled();

    const visible = frameWith(sky(1, 1));
    map.painter.drawFunctions.sky(mesh, visible);
    expect(drawSky).toHaveBeenCalledExactlyOnceWith(mesh, visible);
  });

  it('leaves the draw functions other maps share untouched, and wraps a map once', () => {
    const drawSky = vi.fn<DrawSky>();
    const shared = { sky: drawSky };
    const map = fakeMap(shared);
    skipInvisibleSky(map);
    skipInvisibleSky(map);

    expect(shared.sky).toBe(drawSky);
    map.painter.drawFunctions.sky(mesh, frameWith(sky(1, 0)));
    expect(drawSky).toHaveBeenCalledTimes(1);
  });
});
