import { describe, expect, it } from 'vitest';
import { matchAccounts, matchEntries } from './palette-model';

const accounts = [
  { id: 1, name: 'Corner Market', address: '1 Main St' },
  { id: 2, name: 'The Corner Deli', address: '2 Main St' },
  { id: 3, name: 'Bay Foods', address: '3 Main St' },
  { id: 4, name: 'Cornerstone  Liquor', address: '4 Main St' },
  { id: 1, name: 'Corner Market', address: '1 Main St' },
];

describe('matchAccounts', () => {
  it('finds any part of the name, in any case, starts first, one entry per account', () => {
    expect(matchAccounts(accounts, 'corner').map((a) => a.id)).toEqual([1, 4, 2]);
    expect(matchAccounts(accounts, '  DELI ').map((a) => a.id)).toEqual([2]);
    expect(matchAccounts(accounts, 'stone liquor').map((a) => a.id)).toEqual([4]);
  });

  it('needs two characters and keeps to the limit', () => {
    expect(matchAccounts(accounts, 'c')).toEqual([]);
    expect(matchAccounts(accounts, 'co', 2)).toHaveLength(2);
    expect(matchAccounts(accounts, 'zz')).toEqual([]);
  });
});

describe('matchEntries', () => {
  const entries = [
    { id: 'sales', label: 'Sales' },
    { id: 'schedule', label: 'Schedule' },
    { id: 'lastWeek', label: 'Last Week' },
  ];

  it('lists everything for an empty query and what holds the query otherwise', () => {
    expect(matchEntries(entries, ' ')).toHaveLength(3);
    expect(matchEntries(entries, 'S').map((e) => e.id)).toEqual(['sales', 'schedule', 'lastWeek']);
    expect(matchEntries(entries, 'sched').map((e) => e.id)).toEqual(['schedule']);
    expect(matchEntries(entries, 'last   week').map((e) => e.id)).toEqual(['lastWeek']);
  });
});
