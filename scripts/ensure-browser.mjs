// Makes sure e2e tests have a Chromium to drive; never skips them silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from './browser-path.mjs';

function playwrightHasOwnBrowser() {
  try {
    const out = execSync('npx playwright install --dry-run chromium', { encoding: 'utf8', stdio: 'pipe' });
    const match = out.match(/Install location:\s*(\S+)/);
    return Boolean(match && existsSync(match[1]));
  } catch {
    return false;
  }
}

const found = chromiumExecutable();
if (found && existsSync(found)) process.exit(0);
if (playwrightHasOwnBrowser()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
if (isRoot && isDebian) {
  console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  'No Chromium for the e2e tests: install one (Debian: `sudo apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH to a Chromium binary.',
);
process.exit(1);
