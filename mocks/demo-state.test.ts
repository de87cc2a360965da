import { describe, expect, it } from 'vitest';
import { can, SessionPermissions } from '@/api/contract/permissions';
import {
  DEMO_STATE_KEY,
  activeBrands,
  initialDemoState,
  issueToken,
  readDemoState,
  resetDemoState,
  tokenFromHeader,
  updateDemoState,
  userForToken,
} from './demo-state';
import { DEMO_BRANDS, brandsOf, seedUsers, toServerUser } from './users';

describe('demo state', () => {
  it('starts from the seed and persists changes under one key', () => {
    expect(readDemoState()).toEqual(initialDemoState());
    updateDemoState((s) => {
      const brand = s.brands.find((b) => b.name === 'Canyon Cold Brew');
      if (brand) brand.active = false;
    });
    expect(JSON.parse(localStorage.getItem(DEMO_STATE_KEY) ?? '{}').brands).toContainEqual({
      name: 'Canyon Cold Brew',
      active: false,
    });
    expect(activeBrands()).toEqual(['Sunset Soda', 'Golden Grove Juice']);
  });

  it('reloads lazily: cleared storage is a fresh demo', () => {
    updateDemoState((s) => {
      s.users = s.users.filter((u) => u.login !== 'manager');
    });
    expect(readDemoState().users.some((u) => u.login === 'manager')).toBe(false);
    localStorage.clear();
    expect(readDemoState().users.some((u) => u.login === 'manager')).toBe(true);
  });

  it('resetDemoState and corrupt values give the seed', () => {
    updateDemoState((s) => {
      s.nextId = 999;
    });
    resetDemoState();
    expect(readDemoState().nextId).toBe(initialDemoState().nextId);
    localStorage.setItem(DEMO_STATE_KEY, '{broken');
    expect(readDemoState().users).toHaveLength(seedUsers().length);
  });

  it('does not let callers mutate the state without updateDemoState', () => {
    const before = readDemoState();
    updateDemoState((s) => {
      s.targets.push({ Brands: ['Sunset Soda'], RepresentativeIDs: [1], Date: '2026-01-05', Target: 3 });
    });
    expect(before.targets).toHaveLength(0);
    expect(readDemoState().targets).toHaveLength(1);
  });

  it('issues tokens that map back to their user', () => {
    const token = issueToken('admin');
    expect(userForToken(token)?.login).toBe('admin');
    expect(userForToken('nope')).toBeNull();
    expect(tokenFromHeader(`Bearer ${token}`)).toBe(token);
    expect(tokenFromHeader(`Basic ${token}`)).toBeNull();
    expect(tokenFromHeader(null)).toBeNull();
  });
});

describe('demo users', () => {
  it('use the data set brands (oldest first) and the catalogue', () => {
    expect(DEMO_BRANDS).toEqual(['Sunset Soda', 'Golden Grove Juice', 'Canyon Cold Brew']);
    const [superadmin, admin, manager] = seedUsers();
    expect(brandsOf(superadmin!)).toEqual(DEMO_BRANDS);
    expect(manager?.brands).toEqual(['Sunset Soda', 'Golden Grove Juice']);
    const adminPerms = SessionPermissions.parse(admin!.permissions);
    expect(can(adminPerms, 'admin', 'target')).toBe(false);
    expect(can(SessionPermissions.parse(superadmin!.permissions), 'admin', 'target')).toBe(true);
  });

  it('never expose passwords in the user list shape', () => {
    expect(JSON.stringify(seedUsers().map(toServerUser))).not.toContain('"demo"');
  });
});
