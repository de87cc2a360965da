import { describe, expect, it } from 'vitest';
import { OFFLINE_STYLE } from './basemap';

describe('offline basemap', () => {
  it('needs no tiles, glyphs or sprites', () => {
    expect(OFFLINE_STYLE.glyphs).toBeUndefined();
    expect(OFFLINE_STYLE.sprite).toBeUndefined();
    expect(OFFLINE_STYLE.layers.every((l) => ['background', 'fill', 'line'].includes(l.type))).toBe(true);
    expect(Object.values(OFFLINE_STYLE.sources).every((s) => s.type === 'geojson')).toBe(true);
  });
});
