import { describe, expect, it } from 'vitest';
import { parseFilter } from '@/filters/schemas';
import {
  attentionSearchSchema,
  controlPatch,
  listValues,
  parseControl,
  readAttentionView,
  reasonPatch,
} from './view-state';

describe('the Needs attention view in the URL', () => {
  it('reads its keys, defaults absent, malformed values as their defaults, and never as filter', () => {
    const search = attentionSearchSchema.parse({
      brand: 'Sunset Soda',
      reason: 'voids',
      noOrderDays: '45',
      salesDownPercent: '250',
      page: '3',
      map: 'on',
    });
    expect(readAttentionView(search)).toEqual({
      reason: 'voids',
      noOrderDays: 45,
      salesDownPercent: 25,
      page: 3,
      map: true,
    });
    expect(
      readAttentionView(attentionSearchSchema.parse({ reason: 'late', page: '-1', map: 'yes' })),
    ).toEqual({
      reason: null,
      noOrderDays: 30,
      salesDownPercent: 25,
      page: 1,
      map: false,
    });
    expect(parseFilter('accounts', search)).not.toHaveProperty('reason');
  });

  it('sends only what differs from the defaults, and starts over at page 1 on a new reason or rule', () => {
    expect(listValues(readAttentionView({}))).toEqual({});
    expect(listValues(readAttentionView({ reason: 'missed', noOrderDays: 60, page: 2 }))).toEqual({
      reason: 'missed',
      noOrderDays: '60',
      page: '2',
    });
    expect(reasonPatch(null)).toEqual({ reason: undefined, page: undefined });
    expect(controlPatch('noOrderDays', 30)).toEqual({ noOrderDays: undefined, page: undefined });
    expect(controlPatch('salesDownPercent', 40)).toEqual({ salesDownPercent: 40, page: undefined });
  });

  it('takes a control value only as a whole number within its limits', () => {
    expect(parseControl('noOrderDays', '45')).toEqual({ value: 45 });
    for (const bad of ['0', '366', '4.5', '-3', '', 'ten'])
      expect(parseControl('noOrderDays', bad)).toEqual({ error: 'Enter a whole number from 1 to 365' });
    expect(parseControl('salesDownPercent', 101)).toEqual({ error: 'Enter a whole number from 1 to 100' });
  });
});
