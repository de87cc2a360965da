import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@/api/contract/all-endpoints';
import { authenticate, authTest } from '@/api/contract/auth';
import { SessionPermissions, hasSection, toServerPermissions } from '@/api/contract/permissions';
import { issueToken, TOKEN_TYPE } from '../demo-state';
import { seedUsers } from '../users';
import { noSectionMessage, sectionsForPath } from './define-handler';

/**
 * Roles on the demo API: every endpoint against every demo user. Each data
 * endpoint belongs to sections (`sectionsForPath`); a caller holding none of them gets 403
 * with its message, a signed-out or deactivated caller 401, before anything is computed.
 * Calls a user may make are not sent here (each would build its data or file); the
 * sections' handler tests and e2e stories make them.
 */
const SESSION_ENDPOINTS = new Set([authenticate.path, authTest.path]);
const DATA_ENDPOINTS = ALL_ENDPOINTS.filter((e) => !SESSION_ENDPOINTS.has(e.path));

const send = (endpoint: (typeof ALL_ENDPOINTS)[number], login: string | null) =>
  fetch(`${location.origin}/api${endpoint.path}`, {
    method: endpoint.method,
    headers: login ? { Authorization: `${TOKEN_TYPE} ${issueToken(login)}` } : {},
  });

describe('roles on the demo API', () => {
  it('puts every data endpoint of the contract under at least one section', () => {
    const unguarded = DATA_ENDPOINTS.filter((e) => (sectionsForPath(e.path) ?? []).length === 0);
    expect(unguarded.map((e) => e.path)).toEqual([]);
  });

  const users = seedUsers().filter((u) => u.active);
  it.each(users.map((u) => [u.login, u] as const))(
    'refuses %s every endpoint of a section it does not hold (403 with the reason)',
    async (_login, user) => {
      const perms = SessionPermissions.parse(toServerPermissions(SessionPermissions.parse(user.permissions)));
      let refused = 0;
      for (const endpoint of DATA_ENDPOINTS) {
        const sections = sectionsForPath(endpoint.path) ?? [];
        if (sections.some((s) => hasSection(perms, s))) continue;
        const response = await send(endpoint, user.login);
        expect([endpoint.path, response.status, await response.text()]).toEqual([
          endpoint.path,
          403,
          noSectionMessage(sections),
        ]);
        refused++;
      }
      // The manager holds Accounts, Sales and Reports only: most endpoints are refused.
      if (user.login === 'manager') expect(refused).toBeGreaterThan(40);
    },
  );

  it('answers 401 to every data endpoint without a token, and with a deactivated user’s token', async () => {
    const inactive = seedUsers().find((u) => !u.active);
    expect(inactive).toBeDefined();
    for (const endpoint of DATA_ENDPOINTS) {
      expect([endpoint.path, (await send(endpoint, null)).status]).toEqual([endpoint.path, 401]);
      expect([endpoint.path, (await send(endpoint, inactive?.login ?? '')).status]).toEqual([
        endpoint.path,
        401,
      ]);
    }
  });
});
