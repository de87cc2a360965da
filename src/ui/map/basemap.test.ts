import { describe, expect, it } from 'vitest';
import { OFFLINE_STYLE } from './basemap';

describe('offline basemap', () => {
  it('needs no tiles, glyphs or sprites', () => {
    expect(OFFLINE_STYLE.glyphs).toBeUndefined();
    expect(OFFLINE_STYLE.sprite).toBeUndefined();
    expect(OFFLINE_STYLE.layers.every((l) => ['background', 'fill', 'line'].includes(l.type))).toBe(true);
    // One source, so its tiles arrive together (fewer start-up frames).
    expect(Object.values(OFFLINE_STYLE.sources).map((s) => s.type)).toEqual(['geojson']);
  });
});
