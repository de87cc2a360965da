import { z } from 'zod';
import {
  PERMISSION_CATALOGUE,
  SECTION_IDS,
  filterKeys,
  permissionKeys,
  type Permissions,
  type SectionId,
} from '@/api/contract/permissions';
import type { LoginInfoEntry, User } from '@/api/contract/users';
import type { SortState } from '@/ui/table/sort-rows';

/**
 * Pure shaping of the Users table: its sort (view state in the URL), login history order,
 * and the permission tree built from the catalogue.
 */

export const USERS_SORT_KEYS = ['login', 'company', 'role', 'brands', 'active', 'lastLogin'] as const;
export type UsersSortKey = (typeof USERS_SORT_KEYS)[number];

/** Default sort of users: login, descending (SPEC.md section 2). */
export const DEFAULT_USERS_SORT: SortState = { key: 'login', direction: 'desc' };

/** The route's search: the users sort, defaults left out of the URL. */
export const adminSearchSchema = z.object({
  usersSort: z.enum(USERS_SORT_KEYS).optional().catch(undefined),
  usersOrder: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type AdminSearch = z.output<typeof adminSearchSchema>;

export const readUsersSort = (search: AdminSearch): SortState => ({
  key: search.usersSort ?? DEFAULT_USERS_SORT.key,
  direction: search.usersOrder ?? (search.usersSort ? 'asc' : DEFAULT_USERS_SORT.direction),
});

const isSortKey = (key: string): key is UsersSortKey => (USERS_SORT_KEYS as readonly string[]).includes(key);

/** The URL patch for a sort; the default sort is written as no keys at all. */
export function usersSortPatch(sort: SortState): AdminSearch {
  if (!isSortKey(sort.key)) return {};
  if (sort.key === DEFAULT_USERS_SORT.key && sort.direction === DEFAULT_USERS_SORT.direction)
    return { usersSort: undefined, usersOrder: undefined };
  return { usersSort: sort.key, usersOrder: sort.direction };
}

const stamp = (e: LoginInfoEntry): string => `${e.lastLoginDate} ${e.lastLoginTime.padEnd(8, ':00')}`;

/** Login history by login date, descending (SPEC.md section 2). */
export const sortLoginHistory = (entries: readonly LoginInfoEntry[]): LoginInfoEntry[] =>
  [...entries].sort((a, b) => (stamp(a) < stamp(b) ? 1 : stamp(a) > stamp(b) ? -1 : 0));

/** The latest sign-in, 'YYYY-MM-DD HH:mm', or null for a user who never signed in. */
export const lastLogin = (user: User): string | null => {
  const latest = sortLoginHistory(user.loginInfo)[0];
  return latest ? `${latest.lastLoginDate} ${latest.lastLoginTime.slice(0, 5)}` : null;
};

export const roleLabel = (user: User): string =>
  user.isSuperAdmin ? 'Super admin' : user.isAdmin ? 'Admin' : 'User';

export const brandsLabel = (user: User): string =>
  user.allBrandsAccess ? 'All Brands' : user.brands.join(', ');

/** Sort values per column (the table's `sortValue`). */
export const USERS_SORT_VALUES: Record<UsersSortKey, (user: User) => string | number | null> = {
  login: (u) => u.login,
  company: (u) => u.brandFullName,
  role: (u) => roleLabel(u),
  brands: (u) => brandsLabel(u),
  active: (u) => (u.isActive ? 1 : 0),
  lastLogin: (u) => lastLogin(u),
};

/** A node of the permission tree; leaves are `section:p:key` (permissions) or `section:f:key` (filters). */
export interface PermissionNode {
  id: string;
  label: string;
  children: PermissionNode[];
}

const permissionLeaf = (section: SectionId, key: string) => `${section}:p:${key}`;
const filterLeaf = (section: SectionId, key: string) => `${section}:f:${key}`;

/** Every section, with its panels and reports, then its filters (catalogue order). */
export const permissionTree = (): PermissionNode[] =>
  SECTION_IDS.map((section) => {
    const entry = PERMISSION_CATALOGUE[section];
    const labels = entry.permissions as Record<string, string>;
    const filterLabels = entry.filters as Record<string, string>;
    const children: PermissionNode[] = [
      {
        id: `${section}:permissions`,
        label: section === 'admin' ? 'Admin permissions' : 'Panels and reports',
        children: permissionKeys(section).map((key) => ({
          id: permissionLeaf(section, key),
          label: labels[key] ?? key,
          children: [],
        })),
      },
    ];
    const filters = filterKeys(section);
    if (filters.length > 0)
      children.push({
        id: `${section}:filters`,
        label: 'Filters',
        children: filters.map((key) => ({
          id: filterLeaf(section, key),
          label: filterLabels[key] ?? key,
          children: [],
        })),
      });
    return { id: section, label: entry.label, children };
  });

export const leafIds = (node: PermissionNode): string[] =>
  node.children.length === 0 ? [node.id] : node.children.flatMap(leafIds);

/** The checked leaves of a user's permissions (keys outside the catalogue are not shown). */
export function permissionsToChecked(perms: Permissions): Set<string> {
  const checked = new Set<string>();
  for (const section of SECTION_IDS) {
    const grant = perms[section];
    if (!grant) continue;
    for (const key of grant.permissions) checked.add(permissionLeaf(section, key));
    for (const key of grant.filters) checked.add(filterLeaf(section, key));
  }
  return checked;
}

/** What saving sends: the checked keys per section, catalogue order; empty sections left out. */
export function checkedToPermissions(checked: ReadonlySet<string>): Permissions {
  const out: Permissions = {};
  for (const section of SECTION_IDS) {
    const permissions = (permissionKeys(section) as string[]).filter((k) =>
      checked.has(permissionLeaf(section, k)),
    );
    const filters = (filterKeys(section) as string[]).filter((k) => checked.has(filterLeaf(section, k)));
    if (permissions.length > 0 || filters.length > 0) out[section] = { permissions, filters };
  }
  return out;
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

export function checkState(node: PermissionNode, checked: ReadonlySet<string>): CheckState {
  const leaves = leafIds(node);
  const on = leaves.filter((id) => checked.has(id)).length;
  return on === 0 ? 'unchecked' : on === leaves.length ? 'checked' : 'indeterminate';
}

/** A click on a node: a partly or un-checked branch checks all its leaves, a checked one clears them. */
export function toggleNode(node: PermissionNode, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  const on = checkState(node, checked) !== 'checked';
  for (const id of leafIds(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
