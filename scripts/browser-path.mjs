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

/** Flags that keep headless Chromium quiet and offline, and let maplibre render (STACK.md). */
export const CHROMIUM_ARGS = [
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
