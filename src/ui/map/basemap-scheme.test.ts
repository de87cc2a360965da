import { describe, expect, it } from 'vitest';
import { applyBasemapScheme, BASEMAP_PAINT } from './basemap-scheme';

describe('applyBasemapScheme', () => {
  it('recolours the basemap layers the map has, and only those', () => {
    const calls: [string, string, unknown][] = [];
    const map = {
      getLayer: (id: string) => (id === 'basemap-water' || id === 'basemap-land' ? { id } : undefined),
      setPaintProperty: (layer: string, name: string, value: unknown) => {
        calls.push([layer, name, value]);
        return map;
      },
    };
    applyBasemapScheme(map as unknown as Parameters<typeof applyBasemapScheme>[0], 'dark');
    expect(calls).toEqual([
      ['basemap-water', 'background-color', BASEMAP_PAINT.dark['basemap-water']['background-color']],
      ['basemap-land', 'fill-color', BASEMAP_PAINT.dark['basemap-land']['fill-color']],
    ]);
  });

  it('has the same layers and properties in both schemes', () => {
    const shape = (scheme: Record<string, Record<string, string>>) =>
      Object.entries(scheme).map(([layer, paint]) => [layer, Object.keys(paint)]);
    expect(shape(BASEMAP_PAINT.dark)).toEqual(shape(BASEMAP_PAINT.light));
  });
});
