import { afterEach, describe, expect, it } from 'vitest';
import { BrandTarget, BrandsList } from '@/api/contract/brands';
import { accountsData, accountsFilters } from '@/api/contract/accounts';
import { userFilters } from '@/api/contract/users';
import { getDb } from '../db/get-db';
import { TOKEN_TYPE, issueToken, readDemoState, resetDemoState } from '../demo-state';
import { BRANDS_API_MESSAGES } from './brands';
import { USERS_API_MESSAGES } from './users';
import { allAsmUdsTables, callDemoApi } from './testing/call-demo-api';

const post = (path: string, body: Record<string, string>, login = 'superadmin') =>
  fetch(`${location.origin}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `${TOKEN_TYPE} ${issueToken(login)}` },
    body: new URLSearchParams(body),
  });

const brands = async (response: Response) => {
  expect(response.status).toBe(200);
  return BrandsList.parse(await response.json());
};

const optionBrands = async (login = 'superadmin') =>
  accountsFilters.response
    .parse(await (await callDemoApi(accountsFilters, {}, login)).json())
    .brands.map((b) => b.name);

afterEach(() => resetDemoState());

describe('brands demo API', () => {
  it('lists every brand, active first seeded', async () => {
    expect(await brands(await callDemoApi('/brands'))).toEqual([
      { name: 'Sunset Soda', isActive: true },
      { name: 'Golden Grove Juice', isActive: true },
      { name: 'Canyon Cold Brew', isActive: true },
    ]);
  });

  it("archives a brand out of every section's options and brings it back when unarchived", async () => {
    const archived = await brands(
      await post('/brands/archive', { brandName: 'Golden Grove Juice', active: 'false' }),
    );
    expect(archived.find((b) => b.name === 'Golden Grove Juice')?.isActive).toBe(false);
    expect(await optionBrands()).toEqual(['Sunset Soda', 'Canyon Cold Brew']);
    expect(await optionBrands('manager')).toEqual(['Sunset Soda']);
    const admin = userFilters.response.parse(await (await callDemoApi(userFilters)).json());
    expect(admin.brands.map((b) => b.name)).not.toContain('Golden Grove Juice');
    // Its data is refused like any brand the caller may not see.
    expect((await callDemoApi(accountsData, { brand: 'Golden Grove Juice' })).status).toBe(403);

    await brands(await post('/brands/archive', { brandName: 'Golden Grove Juice', active: 'true' }));
    expect(await optionBrands()).toEqual(['Sunset Soda', 'Golden Grove Juice', 'Canyon Cold Brew']);
  });

  it('keeps the last active brand and refuses unknown brands', async () => {
    await post('/brands/archive', { brandName: 'Sunset Soda', active: 'false' });
    await post('/brands/archive', { brandName: 'Golden Grove Juice', active: 'false' });
    const last = await post('/brands/archive', { brandName: 'Canyon Cold Brew', active: 'false' });
    expect([last.status, await last.text()]).toEqual([409, BRANDS_API_MESSAGES.lastActive]);
    const unknown = await post('/brands/delete', { brandName: 'Nope' });
    expect([unknown.status, await unknown.text()]).toEqual([404, BRANDS_API_MESSAGES.notFound('Nope')]);
  });

  it('deletes a brand with its files, targets and place in user lists', async () => {
    const list = await brands(await post('/brands/delete', { brandName: 'Golden Grove Juice' }));
    expect(list.map((b) => b.name)).toEqual(['Sunset Soda', 'Canyon Cold Brew']);
    const state = readDemoState();
    expect(state.scorecardFiles.some((f) => f.brand === 'Golden Grove Juice')).toBe(false);
    expect(state.users.find((u) => u.login === 'manager')?.brands).toEqual(['Sunset Soda']);
    expect(await optionBrands()).toEqual(['Sunset Soda', 'Canyon Cold Brew']);
  });

  it('checks each call against its own admin permission', async () => {
    // The seeded admin holds archive and delete; a manager has no Admin section at all.
    expect(
      (await post('/brands/archive', { brandName: 'Sunset Soda', active: 'false' }, 'admin')).status,
    ).toBe(200);
    expect((await callDemoApi('/brands', {}, 'manager')).status).toBe(403);
  });
});

describe('brand targets', () => {
  const target = (over: Record<string, string> = {}) => {
    const db = getDb();
    return {
      brands: 'Sunset Soda',
      representativeIDs: String(db.reps[0]!.id),
      date: db.iso(db.todayDay - 14),
      target: '4',
      ...over,
    };
  };

  it('saves a target that the Time & Efforts UDS Target then reads', async () => {
    const db = getDb();
    const body = target();
    const response = await post('/brands/target-date', body);
    expect(response.status).toBe(200);
    expect(BrandTarget.parse(await response.json())).toEqual({
      brands: ['Sunset Soda'],
      representativeIds: [db.reps[0]!.id],
      date: body.date,
      target: 4,
    });
    const uds = await allAsmUdsTables({
      brand: 'Sunset Soda',
      dateStart: db.iso(db.todayDay - 13),
      dateEnd: db.today,
    });
    const rows = Object.values(uds).flatMap((byRep) => Object.entries(byRep));
    const rep = rows.find(([name]) => name === db.reps[0]!.name);
    expect(rep?.[1].Target?.filter((p) => !p.isSummary).every((p) => p.value === 4)).toBe(true);
  });

  it.each([
    ['no brands', { brands: '' }, BRANDS_API_MESSAGES.badBrands],
    ['an unknown brand', { brands: 'Nope' }, BRANDS_API_MESSAGES.badBrands],
    ['no representatives', { representativeIDs: '' }, BRANDS_API_MESSAGES.badReps],
    ['a target over 10', { target: '11' }, BRANDS_API_MESSAGES.badTarget],
    ['a negative target', { target: '-1' }, BRANDS_API_MESSAGES.badTarget],
    ['a text target', { target: 'ten' }, BRANDS_API_MESSAGES.badTarget],
  ])('refuses %s', async (_name, over, message) => {
    const response = await post('/brands/target-date', target(over));
    expect([response.status, await response.text()]).toEqual([400, message]);
  });

  it('refuses a date after today or before the earliest target date', async () => {
    const db = getDb();
    const earliest = db.brands.map((b) => b.earliestDate).sort()[0]!;
    for (const date of [
      db.iso(db.todayDay + 1),
      db.iso(Math.min(...db.brands.map((b) => b.earliestDay)) - 1),
      'x',
    ])
      expect(await (await post('/brands/target-date', target({ date }))).text()).toBe(
        BRANDS_API_MESSAGES.badDate(earliest, db.today),
      );
    expect((await post('/brands/target-date', target({ date: earliest }))).status).toBe(200);
  });

  it('is for super admins with the target permission only', async () => {
    const byAdmin = await post('/brands/target-date', target(), 'admin');
    expect([byAdmin.status, await byAdmin.text()]).toEqual([
      403,
      USERS_API_MESSAGES.forbidden('set brand targets'),
    ]);
    expect(readDemoState().targets).toHaveLength(0);
  });
});
