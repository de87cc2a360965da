// The accounts map at a national brand's size (`npm run bench`, step `mapFrames`): /accounts at
// demo scale 40 (about 100,000 accounts), then a person's pans and zooms on the map, each
// followed by a second and a half for the map to finish moving and load its tiles. Reported per gesture kind: the frames the page drew while it
// moved (requestAnimationFrame gaps) and the long animation frames (the browser's own account,
// with the blocking part). Goal (reported, not asserted): no frame over 100 ms. MAP_FRAMES_SCALE=1
// measures the same gestures on the default data set, to tell the data's share from the
// renderer's. Each gesture must move the map's camera, or the step fails.

export const MAP_FRAMES_SCALE = Number(process.env.MAP_FRAMES_SCALE ?? 40);
/**
 * What the map leaves undrawn while it is measured (comma-separated: markers, pins, basemap):
 * `MAP_FRAMES_HIDE=markers,pins,basemap` measures the renderer's floor, a map that draws only
 * its background, to tell what the map's content costs from what the page's compositing costs.
 */
export const MAP_FRAMES_HIDE = (process.env.MAP_FRAMES_HIDE ?? '').split(',').filter(Boolean);

/** Hides the parts of the map named in `hide` (its DOM cluster donuts, its pin layers, its basemap). */
function hideMapParts(hide) {
  const map = Object.values(window.__accountMaps ?? {})[0]?.map;
  if (!map) throw new Error('no map to hide parts of');
  if (hide.includes('markers')) {
    const style = document.createElement('style');
    style.textContent = '.maplibregl-marker { display: none !important; }';
    document.head.append(style);
  }
  for (const layer of map.getStyle().layers) {
    if (layer.type === 'background') continue;
    const part = layer.id.startsWith('basemap-') ? 'basemap' : 'pins';
    if (hide.includes(part)) map.setLayoutProperty(layer.id, 'visibility', 'none');
  }
}
/** After a gesture: zoom's easing and the tiles it asks for (the map's data-idle covers new pins only). */
const SETTLE_MS = 1500;

/** Frame gaps and long animation frames from `window.__mapFrames.start()` until `.take()`. */
function installFrameRecorder() {
  const probe = { gaps: [], loafs: [], running: false, last: 0, since: 0 };
  const tick = (now) => {
    if (!probe.running) return;
    // Headless Chromium can run two callbacks with one frame's time: a gap is between frames.
    if (probe.last > 0 && now > probe.last) probe.gaps.push(now - probe.last);
    probe.last = now;
    requestAnimationFrame(tick);
  };
  new PerformanceObserver((list) => {
    if (!probe.running) return;
    for (const entry of list.getEntries())
      if (entry.startTime >= probe.since)
        probe.loafs.push({
          duration: entry.duration,
          blocking: entry.blockingDuration ?? 0,
          // The browser's own attribution: which callbacks ran in the frame, and for how long.
          scripts: (entry.scripts ?? []).map((s) => ({
            ms: Math.round(s.duration),
            what: `${s.invoker || s.invokerType} ${s.sourceFunctionName || ''} ${(s.sourceURL || '').split('/').pop()}`.trim(),
          })),
          layoutMs: Math.round(
            (entry.scripts ?? []).reduce((sum, s) => sum + (s.forcedStyleAndLayoutDuration ?? 0), 0),
          ),
          // From the start of rendering to the frame's end; 0 when the frame did not render.
          renderMs: entry.renderStart ? Math.round(entry.startTime + entry.duration - entry.renderStart) : 0,
        });
  }).observe({ type: 'long-animation-frame' });
  window.__mapFrames = {
    start() {
      Object.assign(probe, { gaps: [], loafs: [], running: true, last: 0, since: performance.now() });
      requestAnimationFrame(tick);
    },
    take() {
      probe.running = false;
      return { gaps: probe.gaps, loafs: probe.loafs };
    },
  };
}

const idle = (page) =>
  page.waitForFunction(
    () => document.querySelector('[data-map] [data-idle]')?.getAttribute('data-idle') === 'true',
    null,
    { timeout: 120_000 },
  );

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    frames: sorted.length,
    p50: Math.round(at(0.5)),
    p95: Math.round(at(0.95)),
    max: Math.round(sorted.at(-1) ?? 0),
    over100: sorted.filter((v) => v > 100).length,
  };
};

/** The map's centre and zoom, as the demo build's test hook exposes it (src/ui/map/test-hook.ts). */
function camera() {
  const map = Object.values(window.__accountMaps ?? {})[0]?.map;
  if (!map) return null;
  const { lng, lat } = map.getCenter();
  return { lng: lng.toFixed(5), lat: lat.toFixed(5), zoom: map.getZoom().toFixed(3) };
}

/**
 * @param {object} o
 * @param {import('@playwright/test').Browser} o.browser
 */
export async function mapFrameRuns({ browser, baseURL, storageState, newContext, storage, log }) {
  const context = await newContext(
    browser,
    baseURL,
    storage({ 'demo:scale': String(MAP_FRAMES_SCALE), 'bench:no-cache': '1' }),
    storageState,
  );
  await context.addInitScript(installFrameRecorder);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto('/accounts');
  await page.evaluate(() => window.__bench.load({ withMaps: true, timeoutMs: 600_000 }));
  await idle(page);
  const firstVisitMs = Date.now() - started;
  const points = await page.evaluate(() => window.__bench.mapDom()?.points ?? null);
  // The gestures must land on the map: below a tall filter board the map starts under the
  // fold, and a wheel off screen scrolls the page instead (which then measures the charts).
  const canvas = page.locator('[data-map] canvas').first();
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  if (MAP_FRAMES_HIDE.length > 0) await page.evaluate(hideMapParts, MAP_FRAMES_HIDE);
  await idle(page);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map has no canvas');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const viewport = page.viewportSize();
  if (viewport && (cy < 0 || cy > viewport.height))
    throw new Error(`the map's middle (y ${Math.round(cy)}) is off screen`);

  const gestures = {
    pan: async (i) => {
      const dx = (i % 2 === 0 ? 1 : -1) * box.width * 0.3;
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + dx, cy + dx / 3, { steps: 20 });
      await page.mouse.up();
    },
    zoom: async (i) => {
      await page.mouse.move(cx, cy);
      for (let step = 0; step < 5; step++) {
        await page.mouse.wheel(0, i % 2 === 0 ? -120 : 120);
        await page.waitForTimeout(40);
      }
    },
  };
  const result = { scale: MAP_FRAMES_SCALE, hidden: MAP_FRAMES_HIDE, points, firstVisitMs };
  for (const [kind, gesture] of Object.entries(gestures)) {
    const gaps = [];
    const loafs = [];
    for (let i = 0; i < 6; i++) {
      await page.evaluate(() => window.__mapFrames.start());
      const before = await page.evaluate(camera);
      await gesture(i);
      await page.waitForTimeout(SETTLE_MS);
      const taken = await page.evaluate(() => window.__mapFrames.take());
      const after = await page.evaluate(camera);
      if (JSON.stringify(after) === JSON.stringify(before))
        throw new Error(`${kind} ${i + 1} did not move the map (${JSON.stringify(after)})`);
      gaps.push(...taken.gaps);
      loafs.push(...taken.loafs);
    }
    result[kind] = {
      frameGaps: summary(gaps),
      longFrames: summary(loafs.map((l) => l.duration)),
      longFrameBlocking: summary(loafs.map((l) => l.blocking)),
    };
    result[kind].longFrameScripts = loafs
      .filter((l) => l.duration > 50)
      .map((l) => ({
        ms: Math.round(l.duration),
        renderMs: l.renderMs,
        layoutMs: l.layoutMs,
        scripts: l.scripts,
      }));
    const f = result[kind].frameGaps;
    log(
      `  ${kind} x6 at ${MAP_FRAMES_SCALE}x (${points} points${MAP_FRAMES_HIDE.length > 0 ? `, hidden: ${MAP_FRAMES_HIDE.join(', ')}` : ''}): frames ${f.frames}, p50 ${f.p50} ms, p95 ${f.p95}, max ${f.max}, over 100 ms ${f.over100}; long frames ${result[kind].longFrames.frames}, max ${result[kind].longFrames.max}`,
    );
    const longest = [...result[kind].longFrameScripts].sort((x, y) => y.ms - x.ms).slice(0, 5);
    for (const frame of longest)
      log(
        `    long frame ${frame.ms} ms (rendering ${frame.renderMs}, forced layout ${frame.layoutMs}): ${frame.scripts.map((s) => `${s.what} ${s.ms}`).join('; ') || 'no script'}`,
      );
  }
  await context.close();
  return result;
}
