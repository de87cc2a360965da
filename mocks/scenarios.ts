import { SCENARIOS_STORAGE_KEY } from './demo-keys';
import { demoStorage } from './storage';

/**
 * Named faults for the demo API, usable from vitest and Playwright alike. They live in
 * storage under one key, read at request time, so a Playwright test can switch them on
 * in the page (see e2e/support/scenarios.ts) and a vitest test with `setScenarios`.
 *
 * `path` is matched against the endpoint path ('/sales/totals'); '*' matches any run of
 * characters ('/sales*' is every sales call, '*' every call).
 */
export { SCENARIOS_STORAGE_KEY };

/** Demo latency override in ms (read by the handlers; e2e sets 0 for speed). */
export const LATENCY_STORAGE_KEY = 'demo:latency';

interface Base {
  path: string;
  /** Fire once, then switch off (for "fails, then the retry works" stories). */
  once?: boolean;
}

export type Scenario =
  | (Base & { kind: 'slow'; ms: number })
  | (Base & { kind: 'serverError'; status: number; message: string })
  | (Base & { kind: 'unauthorized' })
  | (Base & { kind: 'malformed' })
  | (Base & { kind: 'hostile' });

export const slow = (ms: number, path = '*'): Scenario => ({ kind: 'slow', ms, path });

export const serverError = (path: string, message = 'Internal Server Error', status = 500): Scenario => ({
  kind: 'serverError',
  path,
  message,
  status,
});

export const unauthorized = (path = '*'): Scenario => ({ kind: 'unauthorized', path });

/** A 200 whose body does not match the contract. */
export const malformed = (path: string): Scenario => ({ kind: 'malformed', path });

/**
 * Names, addresses, logins and file names in the answers carry markup, script and
 * formula text (mocks/hostile.ts): the app must show them as text.
 */
export const hostile = (path = '*'): Scenario => ({ kind: 'hostile', path });

export const once = (scenario: Scenario): Scenario => ({ ...scenario, once: true });

/** The storage value for a list of scenarios (what a Playwright test writes). */
export const scenariosJson = (scenarios: readonly Scenario[]): string => JSON.stringify(scenarios);

export function readScenarios(): Scenario[] {
  const raw = demoStorage.get(SCENARIOS_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed.filter(isScenario) as Scenario[]) : [];
  } catch {
    return [];
  }
}

const isScenario = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  'path' in value &&
  typeof value.path === 'string' &&
  ['slow', 'serverError', 'unauthorized', 'malformed', 'hostile'].includes(String(value.kind));

/** Replaces the active scenarios (vitest: cleared with localStorage after each test). */
export function setScenarios(...scenarios: Scenario[]): void {
  demoStorage.set(SCENARIOS_STORAGE_KEY, scenariosJson(scenarios));
}

export function addScenarios(...scenarios: Scenario[]): void {
  setScenarios(...readScenarios(), ...scenarios);
}

export function clearScenarios(): void {
  demoStorage.remove(SCENARIOS_STORAGE_KEY);
}

const cache = new Map<string, RegExp>();

export function pathMatches(pattern: string, path: string): boolean {
  let re = cache.get(pattern);
  if (!re) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    re = new RegExp(`^${source}$`);
    cache.set(pattern, re);
  }
  return re.test(path);
}

/**
 * The scenarios that apply to a call of `path`, in the order they were added. Scenarios
 * marked `once` are removed as they fire.
 */
export function takeScenarios(path: string): Scenario[] {
  const all = readScenarios();
  if (all.length === 0) return [];
  const hits = all.filter((s) => pathMatches(s.path, path));
  if (hits.some((s) => s.once)) setScenarios(...all.filter((s) => !(s.once && hits.includes(s))));
  return hits;
}
