import type { Page } from '@playwright/test';
import {
  SECTION_IDS,
  SERVER_SECTION_NAMES,
  allPermissions,
  hasSection,
  permissionKeys,
  sectionLabel,
  type Permissions,
  type SectionId,
} from '../src/api/contract/permissions';
import { SECTION_PATHS } from '../src/auth/guards';
import { adminPermissions, managerPermissions } from '../mocks/users';
import { DEMO_PASSWORD, LoginPage, expectSignedIn, loginAs, type DemoUser } from './pages/login-page';
import { Shell } from './pages/shell';
import { revokeFilterKeys, revokePermissionKeys } from './support/demo-permissions';
import { expect, test } from './support/test';

/**
 * Roles in the UI: for each demo user, and one manager with a reduced
 * grant, the nav links, every section route, and every panel, download button and filter
 * control on each permitted page are compared with the user's grant from the permission
 * catalogue (the same functions the app reads). Gated elements carry
 * data-permission="<section>.<key>" (Panel, DownloadButton, the filter board's controls).
 */

/** What the reduced manager loses (server section name -> keys). */
const REVOKED_PERMISSIONS = {
  Accounts: ['map', 'mapReport', 'summary'],
  Sales: ['topAccounts', 'mapReport'],
  Reports: ['accountList', 'salesReport', 'chainScorecard'],
} as const;
const REVOKED_FILTERS = { Accounts: ['cities', 'zipCode'], Sales: ['skuNames', 'chains'] } as const;

const without = (perms: Permissions): Permissions => {
  const out: Permissions = { ...perms };
  for (const id of SECTION_IDS) {
    const grant = out[id];
    if (!grant) continue;
    const server = SERVER_SECTION_NAMES[id];
    const lostKeys: readonly string[] = REVOKED_PERMISSIONS[server as keyof typeof REVOKED_PERMISSIONS] ?? [];
    const lostFilters: readonly string[] = REVOKED_FILTERS[server as keyof typeof REVOKED_FILTERS] ?? [];
    out[id] = {
      permissions: grant.permissions.filter((k) => !lostKeys.includes(k)),
      filters: grant.filters.filter((k) => !lostFilters.includes(k)),
    };
  }
  return out;
};

const ROW_ACTION = 'a button or row action of the Users/Brands tables: not marked (a gap of the check)';
const REP_METRICS_VIEW =
  'chooses which data the representative metric panels show (brand or all brands, weekly or monthly): a view gate, no element of its own';

/**
 * Permission keys that no marked element shows on a section's default view, with the
 * reason. Everything else the user holds must be on screen.
 */
const NOT_ON_DEFAULT_VIEW: Partial<Record<SectionId, Record<string, string>>> = {
  merchandising: {
    accountList: 'the account finder inside the map panel: not marked (a gap)',
    status: "the 'Metrics as of' line above the pies, not a Panel: not marked (a gap)",
  },
  management: {
    brandWeekly: REP_METRICS_VIEW,
    brandMonthly: REP_METRICS_VIEW,
    allBrandsWeekly: REP_METRICS_VIEW,
    allBrandsMonthly: REP_METRICS_VIEW,
  },
  admin: {
    createUser: ROW_ACTION,
    editUser: ROW_ACTION,
    deleteUser: ROW_ACTION,
    loginInfo: ROW_ACTION,
    changePermissions: ROW_ACTION,
    reportMail: ROW_ACTION,
    archiveBrands: ROW_ACTION,
    deleteBrands: ROW_ACTION,
  },
};

interface Case {
  name: string;
  login: DemoUser;
  perms: Permissions;
  /** Revokes REVOKED_PERMISSIONS and REVOKED_FILTERS; the refused routes are left to the full grant. */
  reduce?: boolean;
  /**
   * The sections whose pages are read; all permitted ones when absent. The nav and the
   * refused routes are checked in full either way.
   */
  pages?: readonly SectionId[];
}

const CASES: Case[] = [
  { name: 'superadmin', login: 'superadmin', perms: allPermissions() },
  // The admin's grant is the superadmin's without Admin's Target: only Admin's page differs.
  { name: 'admin', login: 'admin', perms: adminPermissions(), pages: ['admin'] },
  { name: 'manager', login: 'manager', perms: managerPermissions() },
  {
    name: 'manager with a reduced grant',
    login: 'manager',
    perms: without(managerPermissions()),
    reduce: true,
  },
];

interface Marker {
  key: string;
  filter: boolean;
}

const markersOnPage = (page: Page): Promise<Marker[]> =>
  page.locator('[data-permission]').evaluateAll((elements) =>
    elements.map((el) => ({
      key: el.getAttribute('data-permission') ?? '',
      filter: el.closest('form[aria-label="Filters"]') !== null,
    })),
  );

/** Panels and download buttons drawn without a marker: reported, as the gaps of the check. */
const unmarkedOnPage = (page: Page): Promise<string[]> =>
  page
    .locator('[data-panel]:not([data-permission]), [data-download]:not([data-permission])')
    .evaluateAll((elements) =>
      elements.map((el) =>
        el.hasAttribute('data-panel')
          ? `panel ${el.getAttribute('data-panel')}`
          : `download ${el.getAttribute('data-download')}`,
      ),
    );

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/**
 * A section page is drawn when its heading, its filter board and at least one gated element
 * are there, nothing is loading, and the markers read the same twice in a row (panels
 * mount after the filter options load).
 */
async function waitForSection(page: Page, shell: Shell, section: SectionId, perms: Permissions) {
  await expect(shell.pageHeading).toHaveText(sectionLabel(section), { timeout: 30_000 });
  if ((perms[section]?.filters.length ?? 0) > 0)
    await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible({ timeout: 30_000 });
  let last = '';
  await expect
    .poll(
      async () => {
        const markers = await markersOnPage(page);
        const now = JSON.stringify(markers);
        const settled =
          now === last &&
          markers.some((m) => !m.filter) &&
          (await page.locator('[data-state="loading"]').count()) === 0;
        last = now;
        return settled;
      },
      { timeout: 30_000, intervals: [400] },
    )
    .toBe(true);
}

test.describe('Roles in the UI', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const c of CASES) {
    test(`${c.name}: nav, routes, panels, downloads and filters match the catalogue`, async ({
      page,
    }, testInfo) => {
      const shell = new Shell(page);
      await loginAs(page, c.login);
      if (c.reduce) {
        for (const [section, keys] of Object.entries(REVOKED_PERMISSIONS))
          await revokePermissionKeys(page, c.login, section, keys);
        for (const [section, keys] of Object.entries(REVOKED_FILTERS))
          await revokeFilterKeys(page, c.login, section, keys);
        await shell.logout();
        await new LoginPage(page).signIn(c.login, DEMO_PASSWORD);
        await expectSignedIn(page);
      }

      const permitted = SECTION_IDS.filter((id) => hasSection(c.perms, id));
      expect(await shell.navLabels()).toEqual(permitted.map(sectionLabel));

      const problems: string[] = [];
      const gaps: string[] = [];
      let elements = 0;
      for (const section of c.pages ?? permitted) {
        await shell.goToSection(sectionLabel(section) as Parameters<Shell['goToSection']>[0]);
        await waitForSection(page, shell, section, c.perms);
        const markers = await markersOnPage(page);
        elements += markers.length;
        const grant = c.perms[section]!;
        const shownKeys = markers.filter((m) => !m.filter).map((m) => m.key);
        const shownFilters = markers.filter((m) => m.filter).map((m) => m.key);
        const held = new Set(
          SECTION_IDS.flatMap((id) => (c.perms[id]?.permissions ?? []).map((k) => `${id}.${k}`)),
        );
        for (const key of sorted(shownKeys))
          if (!held.has(key)) problems.push(`${section}: shows ${key}, not granted`);
        const exempt = NOT_ON_DEFAULT_VIEW[section] ?? {};
        for (const key of grant.permissions)
          if (!shownKeys.includes(`${section}.${key}`) && !(key in exempt))
            problems.push(`${section}: granted ${key} not shown`);
        for (const key of sorted(shownFilters))
          if (!grant.filters.includes(key.slice(section.length + 1)))
            problems.push(`${section}: filter ${key} shown, not granted`);
        for (const key of grant.filters)
          if (!shownFilters.includes(`${section}.${key}`))
            problems.push(`${section}: granted filter ${key} not shown`);
        gaps.push(...(await unmarkedOnPage(page)).map((g) => `${section}: ${g}`));
      }

      // Every section the user lacks: its route sends them away, with nothing of it drawn. A
      // reduced grant keeps its sections, so its refused routes are the full grant's case.
      const refused = c.reduce ? [] : SECTION_IDS.filter((id) => !permitted.includes(id));
      for (const section of refused) {
        await page.goto(SECTION_PATHS[section]);
        await expect(shell.pageHeading).toHaveText(sectionLabel(permitted[0]!), { timeout: 30_000 });
        expect(new URL(page.url()).pathname).not.toBe(SECTION_PATHS[section]);
        await expect(page.locator(`[data-permission^="${section}."]`)).toHaveCount(0);
      }

      testInfo.annotations.push({
        type: 'counts',
        description: `${permitted.length} permitted + ${refused.length} refused routes, ${elements} marked elements`,
      });
      if (gaps.length > 0)
        testInfo.annotations.push({ type: 'unmarked', description: sorted(gaps).join('; ') });
      console.log(`[roles] ${c.name}: ${permitted.length}+${refused.length} routes, ${elements} elements`);
      console.log(`[roles] ${c.name} unmarked: ${sorted(gaps).join('; ')}`);
      expect(problems).toEqual([]);
    });
  }

  // Keeps the catalogue honest: every section key the tables above exempt exists.
  test('the exemptions name catalogue keys', () => {
    for (const [section, keys] of Object.entries(NOT_ON_DEFAULT_VIEW) as [
      SectionId,
      Record<string, string>,
    ][])
      for (const key of Object.keys(keys)) expect(permissionKeys(section) as string[]).toContain(key);
  });
});
