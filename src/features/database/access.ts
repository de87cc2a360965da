import { canFilter, filterKeys, type Permissions } from '@/api/contract/permissions';

/**
 * Who sees which part of the Database filter (SPEC.md section 2, "Database"): the filter
 * shows only with at least one of the section's Filters keys, and its Account Source
 * control (Data Source) is admin-only here, on top of its key.
 */

export interface DatabaseUser {
  isAdmin: boolean;
  isSuperAdmin: boolean;
  permissions: Permissions;
}

const isAdminUser = (user: DatabaseUser): boolean => user.isAdmin || user.isSuperAdmin;

/**
 * The permissions the Database filter board reads: the session's, without the Account
 * Source key for a user who is not an admin, so the shared board never shows that control
 * to them (the filter still defaults to the first source).
 */
export const databaseBoardPermissions = (user: DatabaseUser | null): Permissions | null => {
  if (!user) return null;
  const grant = user.permissions.database;
  if (!grant || isAdminUser(user)) return user.permissions;
  return {
    ...user.permissions,
    database: { ...grant, filters: grant.filters.filter((key) => key !== 'accountsSource') },
  };
};

/** True when the user holds at least one Database filter control they may see. */
export const showsDatabaseFilter = (user: DatabaseUser | null): boolean => {
  const permissions = databaseBoardPermissions(user);
  return filterKeys('database').some((key) => canFilter(permissions, 'database', key));
};
