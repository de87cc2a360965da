import type { Page } from '@playwright/test';
import { DEMO_SCALE_STORAGE_KEY } from '../../mocks/demo-keys';
import {
  LATENCY_STORAGE_KEY,
  SCENARIOS_STORAGE_KEY,
  scenariosJson,
  type Scenario,
} from '../../mocks/scenarios';

export {
  hostile,
  malformed,
  once,
  serverError,
  slow,
  unauthorized,
  type Scenario,
} from '../../mocks/scenarios';

/**
 * Switches demo API faults on in a page that is already open. The in-page MSW worker
 * reads them at each request, so the next call sees them:
 *   await applyScenarios(page, [serverError('/sales/totals', 'Boom')]);
 */
export async function applyScenarios(page: Page, scenarios: readonly Scenario[]): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SCENARIOS_STORAGE_KEY,
    scenariosJson(scenarios),
  ] as const);
}

/**
 * The same, before the page's first request (call before page.goto). Init scripts run on
 * every navigation, so a reload re-arms `once` scenarios.
 */
export async function applyScenariosOnLoad(page: Page, scenarios: readonly Scenario[]): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SCENARIOS_STORAGE_KEY,
    scenariosJson(scenarios),
  ] as const);
}

export async function clearScenarios(page: Page): Promise<void> {
  await page.evaluate((key) => window.localStorage.removeItem(key), SCENARIOS_STORAGE_KEY);
}

/** Demo latency for the page (ms); 0 makes e2e runs fast, large values expose spinners. */
export async function setDemoLatency(page: Page, ms: number): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LATENCY_STORAGE_KEY,
    String(ms),
  ] as const);
}

/**
 * The demo data set's size for the page (call before page.goto): scale 3 has 72
 * representatives, enough for an ASM to lead more than a page of them.
 */
export async function setDemoScale(page: Page, scale: number): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    DEMO_SCALE_STORAGE_KEY,
    String(scale),
  ] as const);
}
