// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { basemapGeoJson, readAtlas } from './basemap-plugin.mjs';

interface Feature {
  properties: { kind: string };
  geometry: { type: string };
}

describe('the basemap file made at build time', () => {
  const atlas = readAtlas();
  const file = basemapGeoJson(atlas);
  const features = (JSON.parse(file) as { features: Feature[] }).features;
  const ofKind = (kind: string) => features.filter((f) => f.properties.kind === kind);

  it('holds US states, their shared borders, and only California counties, each tagged', () => {
    expect(ofKind('state').length).toBeGreaterThanOrEqual(50);
    const californiaCounties = atlas.objects.counties.geometries.filter((g) => String(g.id).startsWith('06'));
    expect(californiaCounties).toHaveLength(58);
    expect(ofKind('county')).toHaveLength(58);
    expect(ofKind('border').map((f) => f.geometry.type)).toEqual(['MultiLineString']);
    expect(features).toHaveLength(ofKind('state').length + 58 + 1);
  });

  it('keeps coordinates to 5 decimals, and is smaller than the TopoJSON it replaces', () => {
    const decimals = (file.match(/\.\d+/g) ?? []).map((d) => d.length - 1);
    expect(Math.max(...decimals)).toBeLessThanOrEqual(5);
    expect(file.length).toBeLessThan(JSON.stringify(atlas).length);
  });
});
