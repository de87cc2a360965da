import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROW_FILTERS,
  PERMISSION_CATALOGUE,
  SECTION_IDS,
  SessionPermissions,
  allPermissions,
  can,
  canFilter,
  canSeeAdminFilterRow,
  filterKeys,
  firstPermittedSection,
  hasSection,
  permissionKeys,
  permissionLabel,
  toServerPermissions,
  type Permissions,
} from './permissions';

describe('permission catalogue', () => {
  it('lists every section in navigation order', () => {
    expect(SECTION_IDS).toEqual(Object.keys(PERMISSION_CATALOGUE));
  });

  it('names the keys SPEC.md gives for each section', () => {
    expect(permissionKeys('accounts')).toEqual(
      expect.arrayContaining([
        'map',
        'mapReport',
        'accountStatus',
        'channels',
        'noInterest',
        'distributors',
        'authorisedChannels',
        'summary',
      ]),
    );
    expect(permissionKeys('sales')).toEqual(
      expect.arrayContaining([
        'map',
        'mapReport',
        'total',
        'totalByDistributor',
        'totalBySku',
        'topAccounts',
        'summary',
      ]),
    );
    expect(permissionKeys('admin')).toEqual([
      'usersTable',
      'createUser',
      'editUser',
      'deleteUser',
      'loginInfo',
      'changePermissions',
      'chainScorecard',
      'reportMail',
      'target',
      'brandsTable',
      'archiveBrands',
      'deleteBrands',
    ]);
    expect(filterKeys('sales')).toEqual(
      expect.arrayContaining([
        'brand',
        'dates',
        'periodShortcut',
        'zipCode',
        'channelTypes',
        'skuNames',
        'accountsSource',
        'notVisitedIn',
        'frequencies',
      ]),
    );
    expect(filterKeys('admin')).toEqual([]);
  });

  it('gives every key a human label', () => {
    for (const section of SECTION_IDS) {
      for (const [key, label] of Object.entries(PERMISSION_CATALOGUE[section].permissions)) {
        expect(label, `${section}.${key}`).toMatch(/\S/);
      }
      for (const [key, label] of Object.entries(PERMISSION_CATALOGUE[section].filters)) {
        expect(label, `${section}.${key}`).toMatch(/\S/);
      }
    }
    expect(permissionLabel('sales', 'topAccounts')).toBe('Top 10 Accounts');
  });

  it('has no duplicate keys inside a section', () => {
    for (const section of SECTION_IDS) {
      expect(new Set(permissionKeys(section)).size).toBe(permissionKeys(section).length);
    }
  });
});

describe('SessionPermissions', () => {
  it('maps the server shape to camelCase sections, ignoring unknown sections', () => {
    const parsed = SessionPermissions.parse({
      Accounts: { Permissions: ['map'], Filters: ['brand'] },
      TimeEfforts: { Permissions: ['dailyReport'] },
      Bogus: { Permissions: ['x'], Filters: [] },
    });
    expect(parsed).toEqual({
      accounts: { permissions: ['map'], filters: ['brand'] },
      timeEfforts: { permissions: ['dailyReport'], filters: [] },
    });
  });

  it('round-trips through toServerPermissions', () => {
    const all = allPermissions();
    expect(SessionPermissions.parse(toServerPermissions(all))).toEqual(all);
  });

  it('rejects non-list grants', () => {
    expect(SessionPermissions.safeParse({ Sales: { Permissions: 'map' } }).success).toBe(false);
  });
});

describe('checks', () => {
  const perms: Permissions = {
    sales: { permissions: ['map', 'summary'], filters: ['brand', 'dates'] },
    reports: { permissions: [], filters: ['brand'] },
    admin: { permissions: ['usersTable'], filters: [] },
  };

  it('hasSection needs at least one permission key', () => {
    expect(hasSection(perms, 'sales')).toBe(true);
    expect(hasSection(perms, 'reports')).toBe(false);
    expect(hasSection(perms, 'accounts')).toBe(false);
    expect(hasSection(null, 'sales')).toBe(false);
  });

  it('can and canFilter check the section lists', () => {
    expect(can(perms, 'sales', 'map')).toBe(true);
    expect(can(perms, 'sales', 'topAccounts')).toBe(false);
    expect(can(perms, 'accounts', 'map')).toBe(false);
    expect(canFilter(perms, 'sales', 'brand')).toBe(true);
    expect(canFilter(perms, 'sales', 'cities')).toBe(false);
    expect(canFilter(undefined, 'sales', 'brand')).toBe(false);
  });

  it('firstPermittedSection follows navigation order', () => {
    expect(firstPermittedSection(perms)).toBe('sales');
    expect(firstPermittedSection({ admin: { permissions: ['usersTable'], filters: [] } })).toBe('admin');
    expect(firstPermittedSection({})).toBeNull();
    expect(firstPermittedSection(allPermissions())).toBe('accounts');
  });

  it('allPermissions grants every catalogue key', () => {
    const all = allPermissions();
    for (const section of SECTION_IDS) {
      for (const key of permissionKeys(section)) expect(can(all, section, key)).toBe(true);
      for (const key of filterKeys(section)) expect(canFilter(all, section, key)).toBe(true);
    }
  });

  it('admin filter row shows with any admin-row filter', () => {
    expect(canSeeAdminFilterRow(perms, 'sales')).toBe(false);
    expect(canSeeAdminFilterRow({ sales: { permissions: [], filters: ['frequencies'] } }, 'sales')).toBe(
      true,
    );
    expect(ADMIN_ROW_FILTERS).toContain('accountsSource');
  });
});

describe('catalogue and filter schemas agree', () => {
  it('each section lists exactly its filter fields (dates for start/end)', async () => {
    const { filterSchemas } = await import('@/filters/schemas');
    for (const section of Object.keys(filterSchemas) as (keyof typeof filterSchemas)[]) {
      const fields = Object.keys(filterSchemas[section].shape)
        .map((f) => (f === 'startDate' || f === 'endDate' ? 'dates' : f))
        .filter((f, i, all) => all.indexOf(f) === i);
      const catalogue = (filterKeys(section) as string[]).filter((f) => f !== 'periodShortcut');
      expect(new Set(catalogue), section).toEqual(new Set(fields));
    }
  });
});
