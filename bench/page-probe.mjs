// In-page instrumentation for the benchmark, installed with `context.addInitScript` before
// any app code runs. Everything is timed inside the page with performance.now() (origin:
// the navigation start), so Playwright's round trips never count. The function is
// serialised by Playwright: it must not use anything from this module's scope.

/**
 * The window every bench page is measured in. Charts and the map draw only once they come
 * near the window (src/ui/viewport/near-viewport.ts), so "all panels drawn" waits
 * for the charts and maps near it (the same 240 px margin) and not for those below, which
 * draw when scrolled to. A window tall enough to hold every panel (1440 x 8000, tried) made
 * every frame raster the whole page on this machine's software GL: cold loads 2x slower.
 */
export const BENCH_VIEWPORT = { width: 1440, height: 900 };

/**
 * @param {{ storage: Record<string, string | null> }} settings localStorage values to set
 *   (or remove, with null) before the app reads them: demo latency and scale, bench:no-cache.
 */
export function installProbe(settings) {
  for (const [key, value] of Object.entries(settings.storage)) {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  }
  try {
    performance.setResourceTimingBufferSize(10_000);
  } catch {
    // Older engines: the default buffer (250) is enough for one page.
  }

  /**
   * Near the window (src/ui/viewport/near-viewport.ts's margin) and shown: a chart or map
   * there draws now; one further down draws when scrolled to, one in a kept hidden drawing
   * (KeepRecent) when shown again.
   */
  const NEAR_PX = 240;
  const nearWindow = (element) => {
    if (element.closest('[data-kept]')) return false;
    const box = element.getBoundingClientRect();
    return box.bottom >= -NEAR_PX && box.top <= window.innerHeight + NEAR_PX;
  };

  /** The map element that carries data-state/data-points under a [data-map] root, near the window. */
  const mapStates = () =>
    [...document.querySelectorAll('[data-map]')]
      .filter(nearWindow)
      .map((root) => (root.matches('[data-points]') ? root : root.querySelector('[data-state][data-points]')))
      .filter(Boolean);

  /** What the page shows now: panel states (the stable ready marker) and map states. */
  const state = () => {
    const panels = [...document.querySelectorAll('[data-panel]')].map((p) => p.getAttribute('data-state'));
    const maps = mapStates();
    return {
      panels: panels.length,
      ready: panels.filter((s) => s === 'ready').length,
      empty: panels.filter((s) => s === 'empty').length,
      loading: panels.filter((s) => s === 'loading').length,
      error: panels.filter((s) => s === 'error').length,
      placeholders: document.querySelectorAll('[data-panel] [data-placeholder]').length,
      // Charts near the window not drawn yet (src/ui/charts/chart-size.tsx).
      drawing: [...document.querySelectorAll('[data-panel] [data-drawing]')].filter(nearWindow).length,
      maps: maps.length,
      mapsReady: maps.filter((m) => m.getAttribute('data-state') === 'ready').length,
      mapsIdle: maps.filter((m) => m.getAttribute('data-idle') === 'true').length,
      names: [...document.querySelectorAll('[data-panel]')].map((p) => p.getAttribute('data-panel')),
    };
  };

  /**
   * Every panel has its answer (ready, empty or error) and, with maps, every map has drawn
   * its pins (`withMaps: 'idle'`: and gone idle, nothing left to load or redraw).
   */
  const settled = (s, withMaps) =>
    s.panels > 0 &&
    s.loading === 0 &&
    s.placeholders === 0 &&
    s.drawing === 0 &&
    (!withMaps || s.mapsReady === s.maps) &&
    (withMaps !== 'idle' || s.mapsIdle === s.maps);

  /**
   * Resolves with the first frame time at which `predicate` became true and then stayed
   * true for `stableMs` (a page mid-render can look settled for one frame).
   */
  const until = (predicate, { stableMs = 250, timeoutMs = 60_000 } = {}) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      let since = null;
      const tick = () => {
        const now = performance.now();
        let ok = false;
        try {
          ok = predicate();
        } catch {
          ok = false;
        }
        if (ok) {
          since ??= now;
          if (now - since >= stableMs) return resolve(since);
        } else since = null;
        if (now - started > timeoutMs) return reject(new Error(`timed out: ${JSON.stringify(state())}`));
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });

  const marks = {};
  // Load marks, from navigation start: login form usable, first panel ready, map idle.
  const watchLoad = () => {
    const now = performance.now();
    if (marks.loginInteractive === undefined) {
      const button = [...document.querySelectorAll('button[type="submit"]')].find(
        (b) => b.textContent.trim() === 'Sign in' && !b.disabled,
      );
      if (button) marks.loginInteractive = now;
    }
    if (marks.firstPanel === undefined && document.querySelector('[data-panel][data-state="ready"]'))
      marks.firstPanel = now;
    if (
      marks.firstMapReady === undefined &&
      mapStates().some((m) => m.getAttribute('data-state') === 'ready')
    )
      marks.firstMapReady = now;
    if (now < 180_000) requestAnimationFrame(watchLoad);
  };
  requestAnimationFrame(watchLoad);

  const periodButton = () =>
    [...document.querySelectorAll('form[aria-label="Filters"] button')].find((b) =>
      /^Period/.test(b.textContent.trim()),
    );

  const searchMatches = (expected) => {
    const search = new URLSearchParams(window.location.search);
    return Object.entries(expected).every(([key, value]) => {
      const actual = search.get(key);
      if (value === null) return actual === null;
      if (Array.isArray(value)) {
        const items = (actual ?? '').split(',').map((item) => decodeURIComponent(item));
        return value.every((v) => items.includes(v));
      }
      return actual === value;
    });
  };

  const apiEntries = (since = 0) =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/') && e.startTime >= since)
      .map((e) => ({
        path: new URL(e.name).pathname,
        start: e.startTime,
        end: e.responseEnd,
      }));

  const waitFor = (find, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const tick = () => {
        const found = find();
        if (found) return resolve(found);
        if (performance.now() - started > timeoutMs) return reject(new Error('element not found'));
        requestAnimationFrame(tick);
      };
      tick();
    });

  window.__bench = {
    state,
    marks,
    apiEntries,
    /** Waits for the page to settle after a navigation; times are from navigation start. */
    async load({ withMaps = true, timeoutMs = 120_000 } = {}) {
      const at = await until(() => settled(state(), withMaps), { timeoutMs });
      return { allReady: at, marks: { ...marks }, state: state(), api: apiEntries() };
    },
    /**
     * Clicks an element (no hover, so no hover prefetch) and times until the URL matches
     * `expect.search` (and the period button reads `expect.period`), every panel is ready
     * and, with maps, every map idle. `needLoading`: the change must have been seen
     * loading first (a new filter), so the old, still-ready panels cannot end the wait.
     */
    async clickAndSettle({
      find,
      expect = {},
      withMaps = true,
      needLoading = false,
      settle = true,
      stableMs = 250,
      timeoutMs = 60_000,
    }) {
      const target = await waitFor(() => findElement(find));
      let sawLoading = false;
      // A section's address changes before its page replaces the one shown (its code and
      // first answers are still coming): until then the old panels are drawn and settled.
      const left = find.navTo ? [...document.querySelectorAll('[data-panel]')] : [];
      const t0 = performance.now();
      target.click();
      const at = await until(
        () => {
          if (left.some((panel) => panel.isConnected && panel.getClientRects().length > 0)) return false;
          const s = state();
          if (s.loading > 0 || s.placeholders > 0 || s.mapsReady < s.maps) sawLoading = true;
          if (expect.search && !searchMatches(expect.search)) return false;
          if (expect.searchString !== undefined && window.location.search !== expect.searchString)
            return false;
          if (expect.path && window.location.pathname !== expect.path) return false;
          if (expect.period && periodButton()?.textContent.trim() !== expect.period) return false;
          if (needLoading && !sawLoading) return false;
          return !settle || settled(s, withMaps);
        },
        { timeoutMs, stableMs },
      );
      // Panels alone (the [data-panel] marker) and maps, for the report.
      return { ms: at - t0, t0, sawLoading, state: state(), api: apiEntries(t0) };
    },
    /**
     * Opens the period menu and chooses a shortcut, timing only the choice. `menuPauseMs`:
     * how long the open menu stays on screen before the click (a person's pace; 0 clicks in
     * the first frame the item exists, before the menu itself has reached the screen).
     */
    async chooseShortcut(label, { menuPauseMs = 0, ...options } = {}) {
      const button = await waitFor(periodButton);
      button.click();
      const item = () =>
        [...document.querySelectorAll('[role="menuitem"]')].find((el) => el.textContent.trim() === label);
      await waitFor(item);
      if (menuPauseMs > 0) await new Promise((resolve) => setTimeout(resolve, menuPauseMs));
      return window.__bench.clickAndSettle({
        ...options,
        find: { role: 'menuitem', text: label },
        expect: { ...options.expect, period: `Period: ${label}` },
      });
    },
    /** DOM elements under the first map root, and the map's own counts. */
    mapDom() {
      const root = document.querySelector('[data-map]');
      const map = mapStates()[0];
      if (!root || !map) return null;
      return {
        elements: root.querySelectorAll('*').length,
        points: Number(map.getAttribute('data-points')),
        visiblePoints: Number(map.getAttribute('data-visible-points') ?? Number.NaN),
        markers: root.querySelectorAll('.maplibregl-marker').length,
        // Cluster labels are DOM markers, one per visible cluster (not per pin).
        markerElements: [...root.querySelectorAll('.maplibregl-marker')].reduce(
          (n, m) => n + 1 + m.querySelectorAll('*').length,
          0,
        ),
        canvases: root.querySelectorAll('canvas').length,
        state: map.getAttribute('data-state'),
      };
    },
    searchParams: () => Object.fromEntries(new URLSearchParams(window.location.search)),
  };

  function findElement(find) {
    if (find.role === 'menuitem')
      return [...document.querySelectorAll('[role="menuitem"]')].find(
        (el) => el.textContent.trim() === find.text,
      );
    if (find.navTo)
      return [...document.querySelectorAll('nav[aria-label="Sections"] a')].find(
        (a) => new URL(a.href).pathname === find.navTo,
      );
    if (find.button)
      return [...document.querySelectorAll(find.within ? `${find.within} button` : 'button')].find(
        (b) => b.textContent.trim() === find.button,
      );
    return document.querySelector(find.selector);
  }
}

/**
 * The API answers a page receives, timed on the page's clock (as `__bench.load().api`), from
 * the browser's network events. These include the requests of the page's workers: with a
 * real API the answer worker fetches the answers (src/api/off-thread.ts), and the page's own
 * resource timing has none of them. Call before the page loads; the returned function gives
 * the answers so far.
 */
export function recordApiAnswers(page) {
  const answers = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    const { startTime, responseEnd } = request.timing();
    answers.push({ path: pathname, startTime, endTime: startTime + Math.max(0, responseEnd) });
  });
  return async () => {
    const origin = await page.evaluate(() => performance.timeOrigin);
    return answers.map((a) => ({ path: a.path, start: a.startTime - origin, end: a.endTime - origin }));
  };
}
