import type { z } from 'zod';
import {
  ADMIN_ROW_FILTERS,
  allPermissions,
  filterKeys,
  permissionKeys,
  toServerPermissions,
  type Permissions,
  type SectionId,
  type ServerPermissions,
} from '@/api/contract/permissions';
import type { LoginInfoEntry, ServerAutoReport, User } from '@/api/contract/users';
import { AGENCY_COMPANY, BRANDS } from './db/reference-data';

/** Every demo user signs in with this password (docs/decisions.md, demo users). */
export const DEMO_PASSWORD = 'demo';

/** Brand names of the demo data set, oldest first. */
export const DEMO_BRANDS: readonly string[] = BRANDS.map((b) => b.name);

export interface DemoUserRecord {
  login: string;
  password: string;
  brandFullName: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  active: boolean;
  allBrandsAccess: boolean;
  brands: string[];
  permissions: ServerPermissions;
  autoReport: ServerAutoReport | null;
  loginInfo: z.input<typeof LoginInfoEntry>[];
}

const sections = (ids: readonly SectionId[], exceptFilters: readonly string[] = []): Permissions =>
  Object.fromEntries(
    ids.map((id) => [
      id,
      { permissions: permissionKeys(id), filters: filterKeys(id).filter((f) => !exceptFilters.includes(f)) },
    ]),
  );

/** Admin: every section, Admin without the Target permission. */
export const adminPermissions = (): Permissions => {
  const perms = allPermissions();
  return {
    ...perms,
    admin: { permissions: permissionKeys('admin').filter((k) => k !== 'target'), filters: [] },
  };
};

/** Manager: Accounts, Sales and Reports only, without the admin-only filter row. */
export const managerPermissions = (): Permissions =>
  sections(['accounts', 'sales', 'reports'], ADMIN_ROW_FILTERS);

/** A brand staff member: their brand's Accounts, Merchandising and Sales. */
const brandStaffPermissions = (): Permissions =>
  sections(['accounts', 'merchandising', 'sales'], ADMIN_ROW_FILTERS);

const companyOf = (brand: string): string => BRANDS.find((b) => b.name === brand)?.company ?? brand;

const record = (
  r: Omit<DemoUserRecord, 'password' | 'autoReport' | 'loginInfo' | 'permissions'> & {
    permissions: Permissions;
  },
): DemoUserRecord => ({
  ...r,
  password: DEMO_PASSWORD,
  permissions: toServerPermissions(r.permissions),
  autoReport: null,
  loginInfo: [],
});

/** The users a fresh demo starts with (docs/decisions.md, demo users). */
export function seedUsers(): DemoUserRecord[] {
  return [
    record({
      login: 'superadmin',
      brandFullName: AGENCY_COMPANY,
      isAdmin: true,
      isSuperAdmin: true,
      active: true,
      allBrandsAccess: true,
      brands: [...DEMO_BRANDS],
      permissions: allPermissions(),
    }),
    record({
      login: 'admin',
      brandFullName: AGENCY_COMPANY,
      isAdmin: true,
      isSuperAdmin: false,
      active: true,
      allBrandsAccess: true,
      brands: [...DEMO_BRANDS],
      permissions: adminPermissions(),
    }),
    record({
      login: 'manager',
      brandFullName: companyOf('Sunset Soda'),
      isAdmin: false,
      isSuperAdmin: false,
      active: true,
      allBrandsAccess: false,
      brands: ['Sunset Soda', 'Golden Grove Juice'],
      permissions: managerPermissions(),
    }),
    record({
      login: 'canyon.staff',
      brandFullName: companyOf('Canyon Cold Brew'),
      isAdmin: false,
      isSuperAdmin: false,
      active: false,
      allBrandsAccess: false,
      brands: ['Canyon Cold Brew'],
      permissions: brandStaffPermissions(),
    }),
  ];
}

/** The brands a user may see: every brand with all-brands access. */
export const brandsOf = (user: DemoUserRecord, allBrands: readonly string[] = DEMO_BRANDS): string[] =>
  user.allBrandsAccess ? [...allBrands] : user.brands.filter((b) => allBrands.includes(b));

/** A user as /users/list sends it (never the password). */
export const toServerUser = (user: DemoUserRecord): z.input<typeof User> => ({
  Login: user.login,
  BrandFullName: user.brandFullName,
  IsAdmin: user.isAdmin,
  IsSuperAdmin: user.isSuperAdmin,
  Active: user.active,
  AllBrandsAccess: user.allBrandsAccess,
  Brands: [...user.brands],
  LoginInfo: user.loginInfo.map((l) => ({ ...l })),
  PermissionsInfo: user.permissions,
  AutoReportInfo: user.autoReport,
});
