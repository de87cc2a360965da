import type { Page } from '@playwright/test';
import { DEMO_STATE_KEY } from '../../mocks/demo-state';

/**
 * Takes permission keys away from a demo user, as a superadmin would in the permission
 * editor: it edits the persisted demo state, so it applies from the user's next sign-in
 * (sign out and in again in the same page). `section` is the server's section name
 * ('Accounts', 'Sales', ...); `keys` are catalogue permission keys ('map', 'topAccounts').
 */
export async function revokePermissionKeys(
  page: Page,
  login: string,
  section: string,
  keys: readonly string[],
): Promise<void> {
  await page.evaluate(
    ([stateKey, user, sectionName, revoked]) => {
      const raw = window.localStorage.getItem(stateKey);
      if (!raw) throw new Error('No demo state yet: sign in first');
      const state = JSON.parse(raw) as {
        users: { login: string; permissions: Record<string, { Permissions: string[] } | undefined> }[];
      };
      const grant = state.users.find((u) => u.login === user)?.permissions[sectionName];
      if (!grant) throw new Error(`${user} has no ${sectionName} permissions`);
      grant.Permissions = grant.Permissions.filter((k) => !revoked.includes(k));
      window.localStorage.setItem(stateKey, JSON.stringify(state));
    },
    [DEMO_STATE_KEY, login, section, keys] as const,
  );
}

/** The same for Filters keys ('cities', 'skuNames'): those board controls go from the next sign-in. */
export async function revokeFilterKeys(
  page: Page,
  login: string,
  section: string,
  keys: readonly string[],
): Promise<void> {
  await page.evaluate(
    ([stateKey, user, sectionName, revoked]) => {
      const raw = window.localStorage.getItem(stateKey);
      if (!raw) throw new Error('No demo state yet: sign in first');
      const state = JSON.parse(raw) as {
        users: { login: string; permissions: Record<string, { Filters: string[] } | undefined> }[];
      };
      const grant = state.users.find((u) => u.login === user)?.permissions[sectionName];
      if (!grant) throw new Error(`${user} has no ${sectionName} permissions`);
      grant.Filters = grant.Filters.filter((k) => !revoked.includes(k));
      window.localStorage.setItem(stateKey, JSON.stringify(state));
    },
    [DEMO_STATE_KEY, login, section, keys] as const,
  );
}
