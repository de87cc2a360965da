import { describe, expect, it } from 'vitest';
import { SECTION_IDS, allPermissions, filterKeys, permissionKeys } from '@/api/contract/permissions';
import type { LoginInfoEntry } from '@/api/contract/users';
import {
  DEFAULT_USERS_SORT,
  checkState,
  checkedToPermissions,
  leafIds,
  permissionTree,
  permissionsToChecked,
  readUsersSort,
  sortLoginHistory,
  toggleNode,
  usersSortPatch,
} from './users-model';

const entry = (lastLoginDate: string, lastLoginTime: string): LoginInfoEntry => ({
  lastLoginDate,
  lastLoginTime,
  ipAddress: '1',
  lastLoginLocation: 'x',
});

describe('users table model', () => {
  it('sorts by login descending by default and keeps the default out of the URL', () => {
    expect(readUsersSort({})).toEqual({ key: 'login', direction: 'desc' });
    expect(usersSortPatch(DEFAULT_USERS_SORT)).toEqual({ usersSort: undefined, usersOrder: undefined });
    const patch = usersSortPatch({ key: 'company', direction: 'asc' });
    expect(patch).toEqual({ usersSort: 'company', usersOrder: 'asc' });
    expect(readUsersSort(patch)).toEqual({ key: 'company', direction: 'asc' });
    expect(usersSortPatch({ key: 'actions', direction: 'asc' })).toEqual({});
  });

  it('lists login history by login date, descending', () => {
    const sorted = sortLoginHistory([
      entry('2026-01-02', '09:00'),
      entry('2026-03-01', '08:00:00'),
      entry('2026-03-01', '17:30'),
    ]);
    expect(sorted.map((e) => `${e.lastLoginDate} ${e.lastLoginTime}`)).toEqual([
      '2026-03-01 17:30',
      '2026-03-01 08:00:00',
      '2026-01-02 09:00',
    ]);
  });
});

describe('permission tree', () => {
  const tree = permissionTree();

  it('covers every section with its permissions and filters', () => {
    expect(tree.map((n) => n.id)).toEqual([...SECTION_IDS]);
    const leaves = tree.flatMap(leafIds);
    const expected = SECTION_IDS.flatMap((s) => permissionKeys(s).length + filterKeys(s).length).reduce(
      (a, b) => a + b,
      0,
    );
    expect(leaves).toHaveLength(expected);
    expect(leaves).toContain('reports:p:accountImages');
    expect(leaves).toContain('sales:f:brand');
  });

  it('round-trips permissions through the checked leaves', () => {
    expect(checkedToPermissions(permissionsToChecked(allPermissions()))).toEqual(allPermissions());
  });

  it('checks a whole branch, shows it mixed when partly checked, and clears it', () => {
    const sales = tree.find((n) => n.id === 'sales');
    if (!sales) throw new Error('no sales node');
    const all = toggleNode(sales, new Set());
    expect(checkState(sales, all)).toBe('checked');
    expect(checkedToPermissions(all)).toEqual({
      sales: { permissions: permissionKeys('sales'), filters: filterKeys('sales') },
    });
    const partial = new Set(['sales:p:map']);
    expect(checkState(sales, partial)).toBe('indeterminate');
    expect(checkState(sales, toggleNode(sales, partial))).toBe('checked');
    expect(toggleNode(sales, all).size).toBe(0);
  });
});
