import type { Permissions } from '@/api/contract/permissions';

/** The filter controls the account page offers: the store is fixed, its brand and period are not. */
const PAGE_FILTERS = new Set(['brand', 'dates', 'periodShortcut']);

/**
 * The user's permissions as the page's filter board sees them: the Accounts filters cut to
 * brand and period (the user's own grant still decides which of them show).
 */
export function periodOnlyBoard(permissions: Permissions | null): Permissions | null {
  const accounts = permissions?.accounts;
  if (!permissions || !accounts) return permissions;
  return {
    ...permissions,
    accounts: { ...accounts, filters: accounts.filters.filter((f) => PAGE_FILTERS.has(f)) },
  };
}
