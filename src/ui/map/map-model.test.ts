import { describe, expect, it } from 'vitest';
import { FALLBACK_CHART_COLOR } from '@/ui/charts/palette';
import { LEGEND_PALETTE } from '@/ui/charts/palette';
import {
  clusterCountBits,
  clusterCounting,
  clusterCounts,
  clusterDiameter,
  CLUSTER_MAX_ZOOM,
  CLUSTER_MIN_POINTS,
  CLUSTER_RADIUS,
  countByStatus,
  DEFAULT_MAP_VIEW,
  FOCUS_ZOOM,
  imageByStatus,
  MAP_MAX_ZOOM,
  parsePinImageId,
  PIN_SIZE,
  pinImageId,
  pinImages,
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

  it('makes the features once per points array: a legend toggle filters them', () => {
    const all = toPinCollection(points, new Set());
    const noLeads = toPinCollection(points, new Set(['Lead']));
    expect(noLeads.features[1]).toBe(all.features[2]);
    // Each call is a new collection and a new list: the map uploads a new object.
    expect(toPinCollection(points, new Set())).not.toBe(all);
    expect(toPinCollection(points, new Set()).features).not.toBe(all.features);
    // Other points (new data) get their own features.
    const next = points.map((point) => ({ ...point }));
    expect(toPinCollection(next, new Set()).features[0]).not.toBe(all.features[0]);
  });
});

describe('pin images', () => {
  const statuses = [
    { key: 'Active', color: '#b7eb8f', image: '/api/demo-photos/marker/b7eb8f.svg' },
    { key: 'Lead', color: null, image: '' },
    { key: 'Active', color: '#000000', image: '/other.svg' },
    { key: 'Closed', color: '#b7eb8f', image: ' /api/demo-photos/marker/b7eb8f.svg ' },
  ];

  it('name their colour and icon, and read back from the id', () => {
    const id = pinImageId('#b7eb8f', '/api/markers/a|b.svg?x=1');
    expect(id.startsWith('account-pin|')).toBe(true);
    expect(parsePinImageId(id)).toEqual({ color: '#b7eb8f', image: '/api/markers/a|b.svg?x=1' });
    expect(parsePinImageId(pinImageId('rgb(1, 2, 3)', null))).toEqual({ color: 'rgb(1, 2, 3)', image: null });
    expect(pinImageId('#111', null)).not.toBe(pinImageId('#111', '/a.svg'));
    expect(pinImageId('#111', '/a.svg')).not.toBe(pinImageId('#222', '/a.svg'));
    expect(parsePinImageId('marker-15')).toBeNull();
    expect(parsePinImageId('account-pin||/a.svg')).toBeNull();
    expect(parsePinImageId('account-pin|%E0%A4%A|')).toBeNull();
  });

  it('give each status the legend colour (own, else palette by position) and its icon read against the API URL, else none', () => {
    const { byStatus, fallback } = pinImages(statuses);
    expect(byStatus.map(({ color, image }) => ({ color, image }))).toEqual([
      { color: '#b7eb8f', image: `${location.origin}/api/demo-photos/marker/b7eb8f.svg` },
      { color: LEGEND_PALETTE[1], image: null },
      { color: '#000000', image: `${location.origin}/other.svg` },
      { color: '#b7eb8f', image: `${location.origin}/api/demo-photos/marker/b7eb8f.svg` },
    ]);
    // Same colour and icon: one image.
    expect(byStatus[3]?.id).toBe(byStatus[0]?.id);
    expect(fallback).toEqual({
      id: pinImageId(FALLBACK_CHART_COLOR, null),
      color: FALLBACK_CHART_COLOR,
      image: null,
    });
  });

  it('pick each pin its status image by a match expression, a repeated status keeping its first, the fallback pin last', () => {
    const { byStatus, fallback } = pinImages(statuses);
    expect(imageByStatus(statuses)).toEqual([
      'match',
      ['get', 'status'],
      'Active',
      byStatus[0]?.id,
      'Lead',
      byStatus[1]?.id,
      'Closed',
      byStatus[3]?.id,
      fallback.id,
    ]);
    expect(imageByStatus([])).toBe(fallback.id);
  });
});

describe('clustering', () => {
  it('keeps a cluster only where 36 px pins would cover each other, and flies a picked account out of any', () => {
    expect(PIN_SIZE).toBe(36);
    // A pair is a cluster: two pins closer than the radius would overlap.
    expect(CLUSTER_MIN_POINTS).toBe(2);
    // Two pins standing apart are at least a pin's size from each other.
    expect(CLUSTER_RADIUS).toBe(PIN_SIZE);
    expect(FOCUS_ZOOM).toBe(CLUSTER_MAX_ZOOM + 1);
    expect(FOCUS_ZOOM).toBeLessThanOrEqual(MAP_MAX_ZOOM);
  });
});

describe('clusters', () => {
  it('count each status inside a cluster, several statuses to a packed property', () => {
    const statuses = ['A', 'B', 'C', 'D', 'E'].map((key) => ({ key }));
    const counting = clusterCounting(statuses, 20);
    // 52 bits hold two 20-bit counts: 5 statuses take 3 properties.
    expect(counting.slots).toBe(2);
    expect(counting.properties).toEqual({
      count0: ['+', ['match', ['get', 'status'], 'A', 1, 'B', 2 ** 20, 0]],
      count1: ['+', ['match', ['get', 'status'], 'C', 1, 'D', 2 ** 20, 0]],
      count2: ['+', ['match', ['get', 'status'], 'E', 1, 0]],
    });
    // What the worker's sums give for a cluster of 3 A, 1 B, 0 C, 70,000 D and 5 E.
    const cluster = { count0: 3 + 1 * 2 ** 20, count1: 70_000 * 2 ** 20, count2: 5, point_count: 70_009 };
    expect(clusterCounts(cluster, counting, 5)).toEqual([3, 1, 0, 70_000, 5]);
  });

  it('size the count fields for every pin, at least 12 bits', () => {
    expect(clusterCountBits(0)).toBe(12);
    expect(clusterCountBits(2_216)).toBe(12);
    expect(clusterCountBits(22_009)).toBe(15);
    expect(clusterCountBits(2 ** 20)).toBe(21);
    // 9 statuses at 10x demo scale: 3 properties of 3 statuses, exact up to 32,767 pins each.
    const nine = Array.from({ length: 9 }, (_, i) => ({ key: `s${i}` }));
    const counting = clusterCounting(nine, clusterCountBits(22_009));
    expect(Object.keys(counting.properties)).toEqual(['count0', 'count1', 'count2']);
    const all = 2 ** 15 - 1;
    const packed = { count0: all * (1 + 2 ** 15 + 2 ** 30), count1: 0, count2: all * 2 ** 30 };
    expect(clusterCounts(packed, counting, 9)).toEqual([all, all, all, 0, 0, 0, 0, 0, all]);
  });

  it('count a repeated status key once', () => {
    const counting = clusterCounting([{ key: 'A' }, { key: 'A' }], 12);
    expect(counting.properties).toEqual({ count0: ['+', ['match', ['get', 'status'], 'A', 1, 0]] });
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
