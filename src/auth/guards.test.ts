import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SECTION_IDS, allPermissions } from '@/api/contract/permissions';
import {
  NO_ACCESS_PATH,
  SECTION_PATHS,
  homePath,
  loginSearchFor,
  logoPath,
  permittedSections,
  postLoginTarget,
  safeRedirectTarget,
  sectionForPath,
  sectionRedirect,
} from './guards';
import { testManager, testNoAccounts, testNoSections, testSuperAdmin } from '@/test/test-users';

const manager = testManager.permissions;
const superadmin = testSuperAdmin.permissions;

describe('sectionForPath', () => {
  it('maps every section path, Time & Efforts at /uds', () => {
    for (const id of SECTION_IDS) expect(sectionForPath(SECTION_PATHS[id])).toBe(id);
    expect(sectionForPath('/uds')).toBe('timeEfforts');
  });

  it('counts sub-paths but not look-alike prefixes', () => {
    expect(sectionForPath('/sales/anything')).toBe('sales');
    expect(sectionForPath('/salesforce')).toBeNull();
    expect(sectionForPath('/')).toBeNull();
    expect(sectionForPath('/login')).toBeNull();
  });
});

describe('homePath and logoPath', () => {
  it('lands on the first permitted section in catalogue order', () => {
    expect(homePath(superadmin)).toBe('/accounts');
    expect(homePath(manager)).toBe('/accounts');
    expect(homePath(testNoAccounts.permissions)).toBe('/merchandising');
  });

  it('sends a user without sections to the no-access page, never around in circles', () => {
    expect(homePath(testNoSections.permissions)).toBe(NO_ACCESS_PATH);
    expect(homePath(null)).toBe(NO_ACCESS_PATH);
  });

  it('links the logo to /accounts, or the first permitted section without Accounts', () => {
    expect(logoPath(manager)).toBe('/accounts');
    expect(logoPath(testNoAccounts.permissions)).toBe('/merchandising');
  });

  it('ignores a section that is present but grants nothing', () => {
    expect(
      homePath({
        accounts: { permissions: [], filters: ['brand'] },
        sales: { permissions: ['map'], filters: [] },
      }),
    ).toBe('/sales');
  });
});

describe('sectionRedirect', () => {
  it('lets permitted sections through and sends the rest to the first permitted one', () => {
    expect(sectionRedirect(manager, 'sales')).toBeNull();
    expect(sectionRedirect(manager, 'admin')).toBe('/accounts');
    expect(sectionRedirect(manager, 'schedule')).toBe('/accounts');
    expect(sectionRedirect(testNoAccounts.permissions, 'accounts')).toBe('/merchandising');
  });

  it('lets a super admin into every section', () => {
    for (const id of SECTION_IDS) expect(sectionRedirect(allPermissions(), id)).toBeNull();
  });
});

describe('permittedSections', () => {
  it('gives exactly the manager Accounts, Sales and Reports, in order', () => {
    expect(permittedSections(manager)).toEqual(['accounts', 'sales', 'reports']);
    expect(permittedSections(superadmin)).toEqual([...SECTION_IDS]);
  });
});

describe('safeRedirectTarget', () => {
  it('keeps in-app paths with their search and hash', () => {
    expect(safeRedirectTarget('/sales?brand=Sunset%20Soda&startDate=2026-01-01')).toBe(
      '/sales?brand=Sunset%20Soda&startDate=2026-01-01',
    );
    expect(safeRedirectTarget('/accounts#map')).toBe('/accounts#map');
  });

  it.each([
    '//evil.example/sales',
    '/\\evil.example',
    'https://evil.example/sales',
    'javascript:alert(1)',
    'sales',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it('never yields anything but a same-origin path', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const target = safeRedirectTarget(value);
        return target === null || (target.startsWith('/') && !target.startsWith('//'));
      }),
    );
  });
});

describe('postLoginTarget', () => {
  it('returns to the URL first asked for, filters included, when permitted', () => {
    const href = '/sales?brand=Sunset%20Soda&cities=Irvine,Long%20Beach&startDate=2026-01-01';
    expect(postLoginTarget(href, manager)).toBe(href);
  });

  it('goes to the first permitted section when the URL is forbidden, unknown or missing', () => {
    expect(postLoginTarget('/admin', manager)).toBe('/accounts');
    expect(postLoginTarget('/nowhere', manager)).toBe('/accounts');
    expect(postLoginTarget(undefined, manager)).toBe('/accounts');
    expect(postLoginTarget('https://evil.example/sales', manager)).toBe('/accounts');
  });
});

describe('loginSearchFor', () => {
  it('remembers where a signed-out visitor was headed', () => {
    expect(loginSearchFor('/sales?brand=X')).toEqual({ redirect: '/sales?brand=X' });
  });

  it('does not remember the root or the login page itself', () => {
    expect(loginSearchFor('/')).toEqual({});
    expect(loginSearchFor('/login?redirect=%2Fsales')).toEqual({});
  });
});
