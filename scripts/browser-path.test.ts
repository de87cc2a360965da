// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  GL_BACKENDS,
  PLAYWRIGHT_DISABLED_FEATURES,
  glBackend,
  mergeDisabledFeatures,
} from './browser-path.mjs';

/** The names in Playwright's own `disabledFeatures = [...]`, read from its installed launcher. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const source = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((match) => match[1] as string);
}

describe('the test browsers’ --disable-features', () => {
  it('is one switch that keeps every feature Playwright disables (the last switch wins)', () => {
    const fromPlaywright = playwrightDisabledFeatures();
    expect(fromPlaywright.length, 'Playwright’s list was found').toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(fromPlaywright));
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const ours = switches[0]!.slice('--disable-features='.length).split(',');
    expect(ours).toEqual(expect.arrayContaining([...fromPlaywright, 'WebUIOmniboxPopup']));
  });

  it('merges a launcher’s --disable-features and ours into one last switch, keeping the other flags', () => {
    expect(
      mergeDisabledFeatures([
        '--disable-features=Translate,RenderDocument',
        '--headless=new',
        '--disable-features=Translate,PaintHolding',
      ]),
    ).toEqual(['--headless=new', '--disable-features=Translate,RenderDocument,PaintHolding']);
    expect(mergeDisabledFeatures(['--mute-audio'])).toEqual(['--mute-audio']);
  });
});

describe('the browsers’ WebGL backend (BROWSER_GL)', () => {
  it('is SwiftShader unless BROWSER_GL names another backend', () => {
    expect(glBackend({})).toBe('swiftshader');
    expect(glBackend({ BROWSER_GL: '' })).toBe('swiftshader');
    expect(glBackend({ BROWSER_GL: 'egl' })).toBe('egl');
  });

  it('refuses an unknown backend, naming the ones there are', () => {
    expect(() => glBackend({ BROWSER_GL: 'vulkan' })).toThrow(
      "BROWSER_GL must be one of swiftshader, egl, not 'vulkan'",
    );
  });

  it('keeps the SwiftShader fallback on every backend, so a machine without the driver still draws maps', () => {
    for (const flags of Object.values(GL_BACKENDS)) expect(flags).toContain('--enable-unsafe-swiftshader');
    expect(GL_BACKENDS.egl).toContain('--use-angle=gl-egl');
  });
});
