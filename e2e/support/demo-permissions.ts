import type { Page } from '@playwright/test';
import { DEMO_STATE_KEY } from '../../mocks/demo-state';

/**
 * Takes keys of one kind (`Permissions` or `Filters`) away from a demo user's grant of a
 * section, as a superadmin would in the permission editor: it edits the persisted demo
 * state, so it applies from the user's next sign-in (sign out and in again in the same page).
 */
async function revokeKeys(
  page: Page,
  login: string,
  section: string,
  kind: 'Permissions' | 'Filters',
  keys: readonly string[],
): Promise<void> {
  await page.evaluate(
    ([stateKey, user, sectionName, field, revoked]) => {
      const raw = window.localStorage.getItem(stateKey);
      if (!raw) throw new Error('No demo state yet: sign in first');
      const state = JSON.parse(raw) as {
        users: { login: string; permissions: Record<string, Record<string, string[]> | undefined> }[];
      };
      const grant = state.users.find((u) => u.login === user)?.permissions[sectionName];
      if (!grant) throw new Error(`${user} has no ${sectionName} permissions`);
      grant[field] = (grant[field] ?? []).filter((k) => !revoked.includes(k));
      window.localStorage.setItem(stateKey, JSON.stringify(state));
    },
    [DEMO_STATE_KEY, login, section, kind, keys] as const,
  );
}

/**
 * Permission keys ('map', 'topAccounts') of a section, by its server name ('Accounts',
 * 'Sales', ...): those panels and buttons go from the next sign-in.
 */
export const revokePermissionKeys = (page: Page, login: string, section: string, keys: readonly string[]) =>
  revokeKeys(page, login, section, 'Permissions', keys);

/** Filters keys ('cities', 'skuNames'): those board controls go from the next sign-in. */
export const revokeFilterKeys = (page: Page, login: string, section: string, keys: readonly string[]) =>
  revokeKeys(page, login, section, 'Filters', keys);
