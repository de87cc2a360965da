// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { basemapGeoJson, readAtlas } from './basemap-plugin.mjs';

describe('the basemap files made at build time', () => {
  const atlas = readAtlas();
  const files = basemapGeoJson(atlas);

  it('are US states, their shared borders, and only California counties', () => {
    expect(JSON.parse(files.states).features.length).toBeGreaterThanOrEqual(50);
    const counties = JSON.parse(files.counties).features as { id: string }[];
    expect(counties).toHaveLength(58);
    expect(counties.every((f) => String(f.id).startsWith('06'))).toBe(true);
    expect(JSON.parse(files.borders).type).toBe('MultiLineString');
  });

  it('keep coordinates to 5 decimals, and are smaller than the TopoJSON they replace', () => {
    const decimals = (files.states.match(/\.\d+/g) ?? []).map((d) => d.length - 1);
    expect(Math.max(...decimals)).toBeLessThanOrEqual(5);
    const total = files.states.length + files.counties.length + files.borders.length;
    expect(total).toBeLessThan(JSON.stringify(atlas).length);
  });
});
