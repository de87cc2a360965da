import type { SessionUser } from '@/api/contract/auth';
import { allPermissions, type Permissions } from '@/api/contract/permissions';

/**
 * Session users for component and routing tests, shaped like the demo users
 * (docs/decisions.md, demo users) but built here so the tests do not depend on the demo data.
 */
const only = (perms: Permissions, sections: (keyof Permissions)[]): Permissions =>
  Object.fromEntries(sections.map((id) => [id, perms[id]])) as Permissions;

export const testSuperAdmin: SessionUser = {
  login: 'superadmin',
  isAdmin: true,
  isSuperAdmin: true,
  brandFullName: 'Test Agency',
  permissions: allPermissions(),
};

export const testManager: SessionUser = {
  login: 'manager',
  isAdmin: false,
  isSuperAdmin: false,
  brandFullName: 'Test Beverages',
  permissions: only(allPermissions(), ['accounts', 'sales', 'reports']),
};

/**
 * A user with every section except Accounts: the logo and landing fall back to Merchandising.
 * Signed in as a demo login, so the pages' calls are answered (a login the demo API does
 * not know gets 401s, which rightly sign the session out).
 */
export const testNoAccounts: SessionUser = {
  ...testManager,
  login: 'manager',
  permissions: only(allPermissions(), ['merchandising', 'sales']),
};

export const testNoSections: SessionUser = { ...testManager, login: 'nobody', permissions: {} };
