import type { Topology } from 'topojson-specification';
import counties from 'us-atlas/counties-10m.json';
import { describe, expect, it } from 'vitest';
import { basemapFromTopology, OFFLINE_STYLE } from './basemap';

describe('offline basemap', () => {
  it('has US states and only California counties', () => {
    const basemap = basemapFromTopology(
      counties as unknown as Parameters<typeof basemapFromTopology>[0] & Topology,
    );
    expect(basemap.states.features.length).toBeGreaterThanOrEqual(50);
    expect(basemap.counties.features).toHaveLength(58);
    expect(basemap.counties.features.every((f) => String(f.id).startsWith('06'))).toBe(true);
    expect(basemap.stateBorders.type).toBe('MultiLineString');
  });

  it('needs no tiles, glyphs or sprites', () => {
    expect(OFFLINE_STYLE.glyphs).toBeUndefined();
    expect(OFFLINE_STYLE.sprite).toBeUndefined();
    expect(OFFLINE_STYLE.layers.every((l) => ['background', 'fill', 'line'].includes(l.type))).toBe(true);
    expect(Object.values(OFFLINE_STYLE.sources).every((s) => s.type === 'geojson')).toBe(true);
  });
});
