import type { Locator, Page, Request } from '@playwright/test';
import { SECTIONS } from '../bench/sections.mjs';
import { ALL_ENDPOINTS } from '../src/api/contract/all-endpoints';
import { UNEXPECTED_RESPONSE } from '../src/api/errors';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { LoginPage, loginAs } from './pages/login-page';
import { dropPersistedCacheOnNextLoad } from './support/persisted-cache';
import {
  applyScenarios,
  applyScenariosOnLoad,
  clearScenarios,
  malformed,
  once,
  serverError,
  slow,
  unauthorized,
  type Scenario,
} from './support/scenarios';
import { expect, test } from './support/test';

/**
 * Faults: every section page, every endpoint it calls, under each named fault of
 * the demo API (mocks/scenarios.ts). The cases are not listed by hand: each test records
 * which endpoints its page calls on load and which of them Refresh calls again (the
 * panels' endpoints), checks each is in the contract (ALL_ENDPOINTS), and fails them in
 * rounds (every other endpoint, then the rest; alone where a round could not tell). So a new
 * panel or section is covered without a new test. One test per section: one page load for
 * the panel endpoints (Refresh re-asks them), one reload per
 * fault of a load-only endpoint (the filter options: every one on the first page, the
 * first one on the others).
 *
 * For each endpoint: a 500 with a message shows that message and Retry where it is read,
 * and every other panel stays drawn; Retry works once the fault is gone. What is one code
 * path on every page is tried on the first page only, each costing a sign-in or a reload:
 * a malformed 200 is an error too; a 401 signs out, and signing in returns to the same
 * address (on a panel's call and on each load-only call); slow answers: the page shows at
 * once, with the progress bar, and panels draw as their own answers come (axe on that
 * state). No console error or uncaught exception anywhere (support/test.ts).
 */

const CONTRACT_PATHS = new Set(ALL_ENDPOINTS.map((e) => e.path));
/**
 * Calls that only decorate what panels show, and fail quietly by design: the header bell's
 * fired alerts (no count) and the monthly targets (cards without a pace line, charts
 * without a target line). Their failure must leave every panel drawn.
 */
const QUIET_PATHS = new Set(['/alerts/fired', '/targets']);
/** Calls of the sign-in itself, not of the page. */
const SESSION_CALLS = new Set(['/authenticate', '/authtest']);
/**
 * The slowest answer of a page comes this long after its request, whatever the number of
 * endpoints, so the progress bar (200 ms debounce) is up long enough to be seen: with a
 * 500 ms step, a page of two endpoints (Database) had its answers in by 1 s, and on a loaded
 * CI box the reload's load event could come after that (a flake, once).
 */
const SLOW_TOTAL_MS = 3_000;

const apiPath = (request: Request): string | null => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') ? pathname.slice('/api'.length) : null;
};

function recordCalls(page: Page): { take: () => string[] } {
  let calls: string[] = [];
  page.on('request', (request) => {
    const path = apiPath(request);
    // Status marker icons are files the statuses point to (their Image), not API calls.
    if (path && !SESSION_CALLS.has(path) && !path.startsWith('/demo-photos/')) calls.push(path);
  });
  return {
    take: () => {
      const seen = [...new Set(calls)];
      calls = [];
      return seen;
    },
  };
}

const panels = (page: Page): Locator => page.locator('[data-panel]');
const panelsIn = (page: Page, state: string): Locator => page.locator(`[data-panel][data-state="${state}"]`);

/** Every panel drawn with its data (or its empty note): none loading, none failed. */
async function allPanelsDrawn(page: Page): Promise<void> {
  await expect(panels(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(panelsIn(page, 'loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(panelsIn(page, 'error')).toHaveCount(0);
}

const panelNames = (locator: Locator): Promise<string[]> =>
  locator.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-panel') ?? ''));

const refresh = (page: Page) => page.getByRole('button', { name: 'Refresh' }).click();

const injected = (path: string) => `Injected failure of ${path}`;

/**
 * The panels that failed while the endpoints `paths` fail, each with the path whose failure
 * it shows: every failed panel names one of `paths` and offers Retry, none is still loading.
 */
async function failedReaders(page: Page, paths: readonly string[]): Promise<Map<string, string>> {
  const failed = panelsIn(page, 'error');
  await expect(failed.first(), `a panel reading ${paths.join(', ')} shows its error`).toBeVisible();
  await expect(panelsIn(page, 'loading')).toHaveCount(0, { timeout: 30_000 });
  const readers = new Map<string, string>();
  for (const name of await panelNames(failed)) {
    const panel = page.locator(`[data-panel="${name}"]`);
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The longest match: one path can begin another (/accounts/map, /accounts/mapReport).
    const text = (await panel.textContent()) ?? '';
    const [shown] = paths.filter((path) => text.includes(injected(path))).sort((a, b) => b.length - a.length);
    expect(shown, `${name} fails with the message of one of ${paths.join(', ')}`).toBeDefined();
    readers.set(name, shown!);
  }
  return readers;
}

/**
 * Rounds of panel endpoints to fail together: every other endpoint, then the rest. A round
 * shows each failing endpoint's own message where it is read while other panels stay drawn,
 * so each endpoint fails alone without a Refresh of the page per endpoint.
 */
const rounds = (paths: readonly string[]): string[][] =>
  [paths.filter((_, i) => i % 2 === 0), paths.filter((_, i) => i % 2 === 1)].filter((r) => r.length > 0);

/**
 * Clicks Retry in the readers of a fault until every one of them shows `until`: a text (the
 * new fault's message) or 'drawn' (data or its empty note). Readers that share one query
 * move together after one click; a reader with a query of its own gets its own click.
 * Driven by what the panels show, not by network events, which a shared query dedupes.
 */
async function retryReadersUntil(
  page: Page,
  readers: readonly string[],
  until: string | 'drawn',
): Promise<void> {
  const done = async (name: string) => {
    const panel = page.locator(`[data-panel="${name}"]`);
    const state = await panel.getAttribute('data-state');
    if (until === 'drawn') return state === 'ready' || state === 'empty';
    return state === 'error' && (await panel.getByText(until).count()) > 0;
  };
  await expect
    .poll(
      async () => {
        for (const name of readers) {
          if (await done(name)) continue;
          const retry = page
            .locator(`[data-panel="${name}"][data-state="error"]`)
            .getByRole('button', { name: 'Retry' });
          // A panel whose query is already asking again shows no change until it answers.
          await retry.click({ timeout: 1_000 }).catch(() => undefined);
          return false;
        }
        return true;
      },
      { message: `readers ${readers.join(', ')} reach ${until}`, timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
}

/** The browser logs each failed call itself; these are the faults this suite injected. */
const dropInjectedStatuses = (errors: string[]) =>
  errors.splice(
    0,
    errors.length,
    ...errors.filter((line) => !/the server responded with a status of (500|401)/.test(line)),
  );

async function signInAgainAt(page: Page, url: string): Promise<void> {
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible({ timeout: 30_000 });
  await clearScenarios(page);
  await login.signIn('superadmin', 'demo');
  await expect(page).toHaveURL(url, { timeout: 30_000 });
  await allPanelsDrawn(page);
}

/** One page per route: the bench's extra rows of a page (e.g. Sales with the comparison on) add no case. */
const PAGES = SECTIONS.filter((s, i) => SECTIONS.findIndex((o) => o.routeFile === s.routeFile) === i);

for (const section of PAGES) {
  const firstPage = section === PAGES[0];
  const title = firstPage
    ? 'each endpoint fails alone and recovers, 401 returns to the page, slow answers show the page at once'
    : 'each endpoint fails alone and recovers';
  test(`faults on ${section.id}: ${title}`, async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    const calls = recordCalls(page);
    await loginAs(page, 'superadmin', { path: section.path });
    await allPanelsDrawn(page);
    const loaded = calls.take();
    await refresh(page);
    await allPanelsDrawn(page);
    const refreshed = calls.take();
    const panelEndpoints = refreshed.filter((path) => !QUIET_PATHS.has(path));
    expect(panelEndpoints.length, 'Refresh asks the panels again').toBeGreaterThan(0);
    for (const path of loaded) expect(CONTRACT_PATHS, `${path} is in the contract`).toContain(path);
    const loadOnly = loaded.filter((path) => !refreshed.includes(path) && !QUIET_PATHS.has(path));
    const url = page.url();

    const quiet = refreshed.filter((p) => QUIET_PATHS.has(p));
    if (quiet.length > 0) {
      await applyScenarios(
        page,
        quiet.map((path) => serverError(path, injected(path))),
      );
      await refresh(page);
      await allPanelsDrawn(page);
      await clearScenarios(page);
    }

    // A round's endpoints fail together. Where a grouped round leaves one unseen (a panel
    // reading two of them shows one message, or every panel failed), it gets a round alone.
    const unseen = new Set(panelEndpoints);
    const alone = new Set<string>();
    const queue = rounds(panelEndpoints);
    let first = true;
    while (queue.length > 0) {
      const round = queue.shift()!;
      await applyScenarios(
        page,
        round.map((path) => serverError(path, injected(path))),
      );
      await refresh(page);
      const readers = await failedReaders(page, round);
      const names = [...readers.keys()];
      const total = await panels(page).count();
      const drawnBeside = total === 1 || names.length < total;
      if (round.length === 1) {
        alone.add(round[0]!);
        expect(drawnBeside, `panels still drawn while ${round[0]} fails`).toBe(true);
      }
      if (drawnBeside) for (const path of readers.values()) unseen.delete(path);
      if (first) {
        first = false;
        // Accessibility of the failed panels, once per page; the rest of the page is its
        // section story's check.
        await expectNoSeriousA11yViolations(
          page,
          names.map((name) => `[data-panel="${name}"]`),
        );
        // A malformed answer on the first page: a wrong shape is the same panel error as a
        // 500 with another message, and every endpoint's malformed answer is a unit test
        // (src/api/faults-every-endpoint.test.ts).
        if (firstPage) {
          await applyScenarios(
            page,
            round.map((path) => malformed(path)),
          );
          await retryReadersUntil(page, names, UNEXPECTED_RESPONSE);
          expect(await panelNames(panelsIn(page, 'error')), `${round.join(', ')} malformed`).toEqual(names);
        }
      }
      await clearScenarios(page);
      await retryReadersUntil(page, names, 'drawn');
      await allPanelsDrawn(page);
      if (queue.length === 0)
        queue.push(...[...unseen].filter((path) => !alone.has(path)).map((path) => [path]));
    }
    expect([...unseen], 'each panel endpoint fails its readers with its message, others drawn').toEqual([]);

    // A 401 is one code path for every call (src/api/client.ts; every endpoint's 401 is a
    // unit test, src/api/faults-every-endpoint.test.ts), and the way back after signing in is
    // the router's for every address: on a panel's call of the first page.
    if (firstPage) {
      await applyScenarios(page, [once(unauthorized(panelEndpoints[0] ?? ''))]);
      await refresh(page);
      await signInAgainAt(page, url);
    }

    // The load-only calls (the filter options) take the same path on every page (one options
    // query, one notice, one client), so each of them, its malformed answer and its 401 are
    // tried on the first page only; later pages fail their first load-only call. Each fault
    // costs a reload, which rebuilds the demo data set in the page.
    for (const path of firstPage ? loadOnly : loadOnly.slice(0, 1)) {
      const faults = [serverError(path, injected(path)), ...(firstPage ? [malformed(path)] : [])];
      for (const fault of faults) {
        await reloadWith(page, [fault]);
        const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
        await expect(alert).toBeVisible({ timeout: 30_000 });
        await clearScenarios(page);
        await alert.getByRole('button', { name: 'Retry' }).click();
        await allPanelsDrawn(page);
      }
      if (firstPage) {
        await reloadWith(page, [once(unauthorized(path))]);
        await signInAgainAt(page, url);
      }
    }

    // Each panel endpoint slower than the last, beyond the progress bar's debounce, on the
    // first page: the page (heading, filters) and the progress bar show while answers are
    // owed, then every panel draws. Not asserted: that a fast panel draws before a slow one.
    if (firstPage) {
      const step = Math.round(SLOW_TOTAL_MS / panelEndpoints.length);
      await reloadWith(
        page,
        panelEndpoints.map((path, i) => slow(step * (i + 1), path)),
      );
      await expect(page.getByRole('progressbar', { name: 'Loading data' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Welcome, .+!$/)).toBeVisible();
      // Accessibility while loading: skeletons, the progress bar, the filter board's placeholder.
      await expectNoSeriousA11yViolations(page);
      await clearScenarios(page);
      await allPanelsDrawn(page);
      await expect(page.getByRole('progressbar', { name: 'Loading data' })).toBeHidden();
    }
    dropInjectedStatuses(consoleErrors);
  });
}

/**
 * Reloads the page with `scenarios` active from its first request, as a first visit: the
 * persisted query cache would draw the last answers and hide a failing load-only call
 * (the filter options) behind restored ones. Restored answers whose refetch fails are
 * e2e/session.spec.ts's story.
 */
async function reloadWith(page: Page, scenarios: readonly Scenario[]): Promise<void> {
  await page.evaluate(() => window.localStorage.removeItem('demo:scenarios'));
  await applyScenariosOnLoad(page, scenarios);
  await dropPersistedCacheOnNextLoad(page);
  await page.reload();
}
