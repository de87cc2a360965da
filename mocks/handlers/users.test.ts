import { describe, expect, it } from 'vitest';
import { DownloadLinkResponse } from '@/api/contract/common';
import { toServerPermissions, type Permissions } from '@/api/contract/permissions';
import { UsersList, type AutoReportRequest } from '@/api/contract/users';
import { TOKEN_TYPE, findUser, issueToken, readDemoState, updateDemoState } from '../demo-state';
import { readPdf } from './testing/read-pdf';
import { DEMO_PASSWORD } from '../users';
import { noSectionMessage } from './define-handler';
import { USERS_API_MESSAGES } from './users';

/** A POST to the demo API as a user: a form body, or JSON for the json endpoints. */
const post = (path: string, body: Record<string, string> | object, login = 'superadmin', json = false) =>
  fetch(`${location.origin}/api${path}`, {
    method: 'POST',
    headers: {
      Authorization: `${TOKEN_TYPE} ${issueToken(login)}`,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>),
  });

const get = (path: string, login = 'superadmin') =>
  fetch(`${location.origin}/api${path}`, {
    headers: { Authorization: `${TOKEN_TYPE} ${issueToken(login)}` },
  });

const newUser = {
  login: 'jane',
  password: 'secret',
  brandFullName: 'Jane Co',
  allBrandsAccess: 'false',
  brands: 'Sunset Soda',
  isAdmin: 'false',
};

const users = async (response: Response) => {
  expect(response.status).toBe(200);
  return UsersList.parse(await response.json());
};

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const schedule = (over: Partial<AutoReportRequest> = {}): AutoReportRequest => ({
  Login: 'manager',
  EmailsTo: ['a@example.com'],
  EmailsCc: [],
  RepeatPeriod: 'week',
  RepeatDays: 1,
  Weekday: ['Monday'],
  MonthRepeatMode: 'day',
  MonthDays: [],
  MonthWeekdayName: 'Monday',
  MonthWeekdayNumber: 1,
  AmountOfDays: 7,
  NumberOfPeriods: 2,
  StartsOnDate: today(),
  EndMode: 'never',
  EndsOnDate: null,
  EndsAfterNumber: null,
  Chains: [],
  Banners: [],
  Channels: [],
  Regions: [],
  Counties: [],
  Areas: [],
  AccountReps: [],
  EntireMarketplace: true,
  MarketMetrics: ['visits'],
  FilteredMetrics: [],
  MarketplaceBeforePhoto: false,
  MarketplaceAfterPhoto: true,
  MarketplaceSecondaryPhoto: false,
  MarketplaceSecondaryPhotoTypes: [],
  FilteredBeforePhoto: false,
  FilteredAfterPhoto: false,
  FilteredSecondaryPhoto: false,
  FilteredSecondaryPhotoTypes: [],
  ...over,
});

describe('users demo API', () => {
  it('lists users without passwords', async () => {
    const list = await users(await get('/users/list'));
    expect(list.map((u) => u.login)).toEqual(['superadmin', 'admin', 'manager', 'canyon.staff']);
    expect(JSON.stringify(list)).not.toContain(DEMO_PASSWORD);
  });

  it('registers a user who can then sign in, and keeps it in the demo state', async () => {
    const list = await users(await post('/users/register', newUser));
    expect(list.find((u) => u.login === 'jane')).toMatchObject({ brands: ['Sunset Soda'], isAdmin: false });
    expect(readDemoState().users.some((u) => u.login === 'jane')).toBe(true);
    const login = await fetch(`${location.origin}/api/authenticate`, {
      method: 'POST',
      body: new URLSearchParams({ login: 'jane', password: 'secret' }),
    });
    expect(login.status).toBe(200);
  });

  it('refuses a duplicate login and missing fields with the form messages', async () => {
    await post('/users/register', newUser);
    const dup = await post('/users/register', newUser);
    expect([dup.status, await dup.text()]).toEqual([409, USERS_API_MESSAGES.exists('jane')]);
    const noBrands = await post('/users/register', { ...newUser, login: 'x', brands: '' });
    expect(await noBrands.text()).toBe('Brands are required!');
  });

  it('lets only a super admin create admins', async () => {
    const byAdmin = await post('/users/register', { ...newUser, isAdmin: 'true' }, 'admin');
    expect([byAdmin.status, await byAdmin.text()]).toEqual([
      403,
      USERS_API_MESSAGES.onlySuperAdminCreatesAdmins,
    ]);
    const list = await users(await post('/users/register', { ...newUser, isAdmin: 'true' }));
    expect(list.find((u) => u.login === 'jane')?.isAdmin).toBe(true);
  });

  it('answers 403 with a message to a caller without the admin permission', async () => {
    // Without the Admin section at all, the demo API's section rule answers.
    const response = await get('/users/list', 'manager');
    expect([response.status, await response.text()]).toEqual([403, noSectionMessage(['admin'])]);
    // With the section but not the key, the call's own check answers.
    updateDemoState((s) => {
      const manager = findUser('manager', s);
      if (manager) manager.permissions = { Admin: { Permissions: ['usersTable'], Filters: [] } };
    });
    expect((await get('/users/list', 'manager')).status).toBe(200);
    const del = await post('/users/delete', { login: 'admin' }, 'manager');
    expect([del.status, await del.text()]).toEqual([403, USERS_API_MESSAGES.forbidden('delete users')]);
  });

  it('edits, deactivates and deletes a user', async () => {
    await post('/users/register', newUser);
    const edited = await users(
      await post('/users/edit', {
        ...newUser,
        brandFullName: 'Jane Ltd',
        allBrandsAccess: 'true',
        active: 'false',
      }),
    );
    expect(edited.find((u) => u.login === 'jane')).toMatchObject({
      brandFullName: 'Jane Ltd',
      allBrandsAccess: true,
      isActive: false,
    });
    const deleted = await users(await post('/users/delete', { login: 'jane' }));
    expect(deleted.some((u) => u.login === 'jane')).toBe(false);
  });

  it('keeps an archived brand on a user who holds it, and offers it to no one new', async () => {
    await post('/users/register', { ...newUser, brands: 'Sunset Soda,Canyon Cold Brew' });
    updateDemoState((s) => {
      const brand = s.brands.find((b) => b.name === 'Canyon Cold Brew');
      if (brand) brand.active = false;
    });
    const edited = await users(
      await post('/users/edit', {
        ...newUser,
        brands: 'Sunset Soda,Canyon Cold Brew',
        brandFullName: 'Jane Ltd',
      }),
    );
    expect(edited.find((u) => u.login === 'jane')).toMatchObject({
      brandFullName: 'Jane Ltd',
      brands: ['Sunset Soda', 'Canyon Cold Brew'],
    });
    const registered = await post('/users/register', {
      ...newUser,
      login: 'joe',
      brands: 'Sunset Soda,Canyon Cold Brew',
    });
    expect([registered.status, await registered.text()]).toEqual([
      400,
      USERS_API_MESSAGES.unknownBrands(['Canyon Cold Brew']),
    ]);
    // Editing someone who never held it cannot hand it out either.
    await post('/users/register', { ...newUser, login: 'joe' });
    const handedOut = await post('/users/edit', { ...newUser, login: 'joe', brands: 'Canyon Cold Brew' });
    expect(handedOut.status).toBe(400);
  });

  it('keeps a plain admin away from super admins and themselves', async () => {
    const edit = await post(
      '/users/edit',
      { ...newUser, login: 'superadmin', allBrandsAccess: 'true', isAdmin: 'true' },
      'admin',
    );
    expect(await edit.text()).toBe(USERS_API_MESSAGES.superAdminOnly);
    const self = await post('/users/delete', { login: 'admin' }, 'admin');
    expect(await self.text()).toBe(USERS_API_MESSAGES.notYourself);
  });

  it('replaces permissions with catalogue keys, and a plain admin grants only what they hold', async () => {
    const granted: Permissions = { sales: { permissions: ['map', 'bogus'], filters: ['brand'] } };
    const list = await users(
      await post(
        '/users/permissions',
        { login: 'manager', permissions: toServerPermissions(granted) },
        'superadmin',
        true,
      ),
    );
    expect(list.find((u) => u.login === 'manager')?.permissions).toEqual({
      sales: { permissions: ['map'], filters: ['brand'] },
    });
    const target = toServerPermissions({ admin: { permissions: ['target'], filters: [] } });
    const refused = await post(
      '/users/permissions',
      { login: 'manager', permissions: target },
      'admin',
      true,
    );
    expect([refused.status, await refused.text()]).toEqual([
      403,
      USERS_API_MESSAGES.notHeld(['Admin: Brand target']),
    ]);
  });

  it('saves a report schedule with the clearing rule and checks its dates', async () => {
    const list = await users(
      await post('/users/autoreports', schedule({ EndMode: 'never', EndsOnDate: today() }), 'admin', true),
    );
    expect(list.find((u) => u.login === 'manager')?.autoReport).toMatchObject({
      endMode: 'never',
      endsOnDate: null,
    });
    const past = await post('/users/autoreports', schedule({ StartsOnDate: '2000-01-01' }), 'admin', true);
    expect(past.status).toBe(400);
    const noEnd = await post('/users/autoreports', schedule({ EndMode: 'on' }), 'admin', true);
    expect(await noEnd.text()).toBe('Set an end date!');
    const badDay = await post('/users/autoreports', schedule({ Weekday: ['Funday'] }), 'admin', true);
    expect([badDay.status, await badDay.text()]).toEqual([
      400,
      "Invalid report schedule: unknown weekday 'Funday'.",
    ]);
    const badWeek = await post('/users/autoreports', schedule({ MonthWeekdayNumber: 0 }), 'admin', true);
    expect(badWeek.status).toBe(400);
  });

  it('builds the example as the report itself: metric tables per period and embedded photos', async () => {
    const response = await post(
      '/users/autoreports/test',
      schedule({
        NumberOfPeriods: 3,
        MarketMetrics: ['accounts.visits', 'merchandising.newFacingsTotal', 'sales.topSku'],
        FilteredMetrics: ['sales.totalDollars'],
        Chains: ['Ralphs'],
        MarketplaceAfterPhoto: true,
        MarketplaceSecondaryPhoto: true,
        FilteredBeforePhoto: true,
      }),
      'admin',
      true,
    );
    const link = DownloadLinkResponse.parse(await response.json());
    expect(link.fileName).toBe('Scheduled report example manager.pdf');
    const file = await get(`/${link.downloadLink}`, 'admin');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBeGreaterThan(1);
    for (const text of ['Visits', 'New facings (total)', 'Top SKU', 'Total dollars', 'Primary placement'])
      expect(pdf.text).toContain(text);
    // Filtered Metrics only: what the entire marketplace part did not choose stays out of it.
    expect(pdf.text).not.toContain('Field hours');
    // manager holds two brands: per brand, 3 primary, up to 3 secondary and 3 before photos.
    expect(pdf.images).toBeGreaterThanOrEqual(2 * 3 + 2 * 3);
    expect((await get(`/${link.downloadLink}`, 'manager')).status).toBe(403);
  });
});
