import { existsSync } from 'node:fs';

/**
 * Which Chromium the e2e tests and the benchmark drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
 * else Debian's /usr/bin/chromium, else undefined (Playwright's own browser, if installed).
 */
export function chromiumExecutable() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/**
 * The Chromium features Playwright's launcher disables itself (its `disabledFeatures`).
 * Chromium honours only the last `--disable-features` switch, so ours carries them too;
 * browser-path.test.ts fails when Playwright's list has one this does not.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium is the whole browser: every new window (each Playwright context) loads
 * the omnibox popup's WebUI in a renderer of its own, about 1.7 s of CPU during the page's
 * first load. A user's browser loaded it long before they opened the dashboard, so the
 * stories and the bench leave it out (docs/performance-log.md, 2026-11-29).
 */
const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * How the browsers draw WebGL (the maps), chosen by BROWSER_GL:
 * - `swiftshader` (the default; STACK.md): Chromium's own software renderer, the same on every
 *   machine, so the stories and the figures of different days compare;
 * - `egl`: ANGLE over the system's EGL driver: the GPU's where the machine has one, Mesa's
 *   llvmpipe (software, on every core) where it has none. For the goals a user's GPU decides
 *   (the map pages' first load, the map's frames): the bench reports which renderer drew.
 * Both keep the SwiftShader fallback, so a machine without the driver still draws the maps.
 */
export const GL_BACKENDS = {
  swiftshader: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  egl: ['--use-angle=gl-egl', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
};

/** BROWSER_GL's backend; an unknown name stops the run rather than measure the wrong renderer. */
export function glBackend(env = process.env) {
  const name = env.BROWSER_GL || 'swiftshader';
  if (!Object.hasOwn(GL_BACKENDS, name))
    throw new Error(`BROWSER_GL must be one of ${Object.keys(GL_BACKENDS).join(', ')}, not '${name}'`);
  return name;
}

/**
 * Flags that keep headless Chromium quiet and offline, and let maplibre render (STACK.md), for
 * a browser another launcher starts: merge them with its own (`mergeDisabledFeatures`).
 */
export const BASE_CHROMIUM_ARGS = [
  `--disable-features=${OMNIBOX_WEBUI_FEATURES.join(',')}`,
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
  '--disable-quic',
  '--metrics-recording-only',
  ...GL_BACKENDS[glBackend()],
];

/** The same for a browser Playwright launches: its own disabled features kept. */
export const CHROMIUM_ARGS = mergeDisabledFeatures([
  `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`,
  ...BASE_CHROMIUM_ARGS,
]);

/**
 * `flags` with every `--disable-features` switch made one, last, holding all their features:
 * Chromium honours only the last, so a launcher's own list and ours must travel together.
 */
export function mergeDisabledFeatures(flags) {
  const prefix = '--disable-features=';
  const features = flags
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','))
    .filter(Boolean);
  const others = flags.filter((flag) => !flag.startsWith(prefix));
  return features.length > 0 ? [...others, `${prefix}${[...new Set(features)].join(',')}`] : others;
}
