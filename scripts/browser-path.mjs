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
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
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
