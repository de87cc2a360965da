import { describe, expect, it } from 'vitest';
import { FALLBACK_CHART_COLOR } from '@/ui/charts/palette';
import { LEGEND_PALETTE } from '@/ui/charts/palette';
import {
  clusterDiameter,
  clusterStatusCounts,
  colorByStatus,
  countByStatus,
  DEFAULT_MAP_VIEW,
  MAP_MAX_ZOOM,
  toPinCollection,
} from './map-model';

const points = [
  { id: 1, latitude: 33.9, longitude: -118.1, status: 'Active' },
  { id: 2, latitude: 34.0, longitude: -118.2, status: 'Lead' },
  { id: 3, latitude: null, longitude: -118.2, status: 'Active' },
  { id: 4, latitude: 95, longitude: -118.2, status: 'Active' },
  { id: 5, latitude: 33.7, longitude: -117.9, status: 'Active' },
];

describe('map defaults', () => {
  it('centres on southern California at zoom 8, max zoom 19', () => {
    expect(DEFAULT_MAP_VIEW).toEqual({ latitude: 33.92, longitude: -118.1, zoom: 8 });
    expect(MAP_MAX_ZOOM).toBe(19);
  });
});

describe('toPinCollection', () => {
  it('turns points into GeoJSON, skipping bad coordinates and hidden statuses', () => {
    const all = toPinCollection(points, new Set());
    expect(all.features.map((f) => f.properties.id)).toEqual(['1', '2', '5']);
    expect(all.features[0]?.geometry.coordinates).toEqual([-118.1, 33.9]);
    const noLeads = toPinCollection(points, new Set(['Lead']));
    expect(noLeads.features.map((f) => f.properties.status)).toEqual(['Active', 'Active']);
  });
});

describe('colorByStatus', () => {
  it('colours like the legend (own colour, else palette by position), fallback last', () => {
    expect(
      colorByStatus([
        { key: 'Active', color: '#b7eb8f' },
        { key: 'Lead', color: null },
        { key: 'Active', color: '#000000' },
      ]),
    ).toEqual([
      'match',
      ['get', 'status'],
      'Active',
      '#b7eb8f',
      'Lead',
      LEGEND_PALETTE[1],
      FALLBACK_CHART_COLOR,
    ]);
  });

  it('is the fallback colour when there are no statuses', () => {
    expect(colorByStatus([])).toBe(FALLBACK_CHART_COLOR);
  });
});

describe('clusters', () => {
  it('count each status inside a cluster', () => {
    expect(clusterStatusCounts([{ key: 'Active' }, { key: 'Lead' }])).toEqual({
      status0: ['+', ['case', ['==', ['get', 'status'], 'Active'], 1, 0]],
      status1: ['+', ['case', ['==', ['get', 'status'], 'Lead'], 1, 0]],
    });
  });

  it('grow with their pin count', () => {
    expect(clusterDiameter(2)).toBe(30);
    expect(clusterDiameter(25)).toBe(38);
    expect(clusterDiameter(599)).toBe(46);
    expect(clusterDiameter(5000)).toBe(54);
  });
});

describe('countByStatus', () => {
  it('counts pins per status', () => {
    expect(countByStatus(points)).toEqual(
      new Map([
        ['Active', 4],
        ['Lead', 1],
      ]),
    );
  });
});
