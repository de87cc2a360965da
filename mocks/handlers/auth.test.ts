import { beforeEach, describe, expect, it } from 'vitest';
import { authTest, authenticate } from '@/api/contract/auth';
import {
  ADMIN_ROW_FILTERS,
  SECTION_IDS,
  allPermissions,
  can,
  canFilter,
  hasSection,
} from '@/api/contract/permissions';
import { DEMO_STATE_KEY, TOKEN_TTL_MS, readDemoState, updateDemoState } from '../demo-state';
import { DEMO_PASSWORD } from '../users';

/** The demo API as an HTTP API: plain fetch, responses parsed with the contract. */
const base = () => `${location.origin}/api`;
let authorization: string | null = null;
const writeAuthToken = (t: { token: string; tokenType: string }) => {
  authorization = `${t.tokenType} ${t.token}`;
};

async function call<T>(response: Response, parse: (v: unknown) => T): Promise<T> {
  if (!response.ok) throw { status: response.status, message: await response.text() };
  return parse(await response.json());
}

const signIn = async (login: string, password = DEMO_PASSWORD) =>
  call(
    await fetch(`${base()}${authenticate.path}`, {
      method: 'POST',
      body: new URLSearchParams({ login, password }),
    }),
    (v) => authenticate.response.parse(v),
  );

const fetchAuthTest = async () =>
  call(
    await fetch(`${base()}${authTest.path}`, {
      headers: authorization ? { Authorization: authorization } : {},
    }),
    (v) => authTest.response.parse(v),
  );

describe('POST /authenticate', () => {
  it('superadmin gets every permission', async () => {
    const result = await signIn('superadmin');
    expect(result.tokenType).toBe('Bearer');
    expect(result.token).toMatch(/^[0-9a-f]{48}$/);
    expect(result.user).toMatchObject({ login: 'superadmin', isAdmin: true, isSuperAdmin: true });
    expect(result.user.permissions).toEqual(allPermissions());
    expect(result.user.brandFullName).toBe('Westline Field Marketing');
  });

  it('admin gets every section, Admin without Target', async () => {
    const { user } = await signIn('admin');
    expect(user).toMatchObject({ isAdmin: true, isSuperAdmin: false });
    for (const id of SECTION_IDS) expect(hasSection(user.permissions, id)).toBe(true);
    expect(can(user.permissions, 'admin', 'target')).toBe(false);
    expect(can(user.permissions, 'admin', 'createUser')).toBe(true);
    expect(can(user.permissions, 'admin', 'chainScorecard')).toBe(true);
  });

  it('manager gets Accounts, Sales and Reports without the admin filter row', async () => {
    const { user } = await signIn('manager');
    expect(user).toMatchObject({
      isAdmin: false,
      isSuperAdmin: false,
      brandFullName: 'Sunset Beverage Company',
    });
    expect(SECTION_IDS.filter((id) => hasSection(user.permissions, id))).toEqual([
      'accounts',
      'sales',
      'reports',
    ]);
    expect(can(user.permissions, 'sales', 'topAccounts')).toBe(true);
    expect(canFilter(user.permissions, 'sales', 'brand')).toBe(true);
    for (const f of ADMIN_ROW_FILTERS) {
      for (const id of ['accounts', 'sales', 'reports'] as const) {
        expect(user.permissions[id]?.filters).not.toContain(f);
      }
    }
  });

  it('accepts the login in any case and records the sign-in', async () => {
    await signIn('Manager');
    expect(readDemoState().users.find((u) => u.login === 'manager')?.loginInfo).toHaveLength(1);
  });

  it.each([
    ['manager', 'wrong'],
    ['nobody', DEMO_PASSWORD],
    ['', ''],
    ['canyon.staff', DEMO_PASSWORD],
  ])('%s / %s answers 401 with the message', async (login, password) => {
    await expect(signIn(login, password)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
  });
});

describe('GET /authtest', () => {
  beforeEach(() => {
    authorization = null;
  });

  it('returns the session user for a valid token', async () => {
    const { token, tokenType } = await signIn('manager');
    writeAuthToken({ token, tokenType });
    const user = await fetchAuthTest();
    expect(user.login).toBe('manager');
    expect(hasSection(user.permissions, 'sales')).toBe(true);
  });

  it('answers 401 without a token, with an unknown token, or an expired one', async () => {
    await expect(fetchAuthTest()).rejects.toMatchObject({ status: 401 });

    writeAuthToken({ token: 'not-a-token', tokenType: 'Bearer' });
    await expect(fetchAuthTest()).rejects.toMatchObject({ status: 401 });

    const { token } = await signIn('manager');
    updateDemoState((s) => {
      const info = s.tokens[token];
      if (info) info.expiresAt = Date.now() - 1;
    });
    writeAuthToken({ token, tokenType: 'Bearer' });
    await expect(fetchAuthTest()).rejects.toMatchObject({ status: 401 });
    expect(TOKEN_TTL_MS).toBeGreaterThan(0);
  });

  it('answers 401 once the user is deactivated', async () => {
    const { token } = await signIn('manager');
    writeAuthToken({ token, tokenType: 'Bearer' });
    updateDemoState((s) => {
      const user = s.users.find((u) => u.login === 'manager');
      if (user) user.active = false;
    });
    await expect(fetchAuthTest()).rejects.toMatchObject({ status: 401 });
  });

  it('keeps tokens in the persisted demo state', async () => {
    const { token } = await signIn('admin');
    expect(localStorage.getItem(DEMO_STATE_KEY)).toContain(token);
  });
});
