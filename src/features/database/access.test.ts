import { describe, expect, it } from 'vitest';
import { filterKeys, type Permissions } from '@/api/contract/permissions';
import { boardLayout } from '@/filters/board/board-fields';
import { databaseBoardPermissions, showsDatabaseFilter, type DatabaseUser } from './access';

const user = (filters: string[], role: Partial<DatabaseUser> = {}): DatabaseUser => ({
  isAdmin: false,
  isSuperAdmin: false,
  permissions: { database: { permissions: ['masterList'], filters } } satisfies Permissions,
  ...role,
});

const controls = (u: DatabaseUser) => {
  const layout = boardLayout('database', databaseBoardPermissions(u));
  return [...layout.main, ...layout.admin];
};

describe('Database filter access', () => {
  it('hides the filter without any Database filter permission', () => {
    expect(showsDatabaseFilter(user([]))).toBe(false);
    expect(showsDatabaseFilter(null)).toBe(false);
    expect(showsDatabaseFilter({ ...user([]), permissions: {} })).toBe(false);
  });

  it('shows it with one filter permission', () => {
    expect(showsDatabaseFilter(user(['cities']))).toBe(true);
    expect(controls(user(['cities']))).toEqual(['cities']);
  });

  it('shows Account Source (Data Source) to admins only', () => {
    expect(controls(user(['accountsSource', 'zipCode']))).toEqual(['zipCode']);
    expect(controls(user(['accountsSource', 'zipCode'], { isAdmin: true }))).toEqual([
      'zipCode',
      'accountsSource',
    ]);
    expect(controls(user(['accountsSource'], { isSuperAdmin: true }))).toEqual(['accountsSource']);
  });

  it('does not count Account Source alone as a filter for a user who is not an admin', () => {
    expect(showsDatabaseFilter(user(['accountsSource']))).toBe(false);
    expect(showsDatabaseFilter(user(['accountsSource'], { isAdmin: true }))).toBe(true);
  });

  it('gives an admin with every key every control, and leaves other sections alone', () => {
    const all = user(filterKeys('database'), { isAdmin: true });
    expect(controls(all)).toHaveLength(filterKeys('database').length);
    const withSales: DatabaseUser = {
      ...user(['accountsSource']),
      permissions: {
        database: { permissions: [], filters: ['accountsSource'] },
        sales: { permissions: [], filters: ['accountsSource'] },
      },
    };
    expect(databaseBoardPermissions(withSales)?.sales?.filters).toEqual(['accountsSource']);
  });
});
