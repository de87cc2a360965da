import type { z } from 'zod';
import type { AlertFrequency, AlertMetricId, AlertOperator } from '@/api/contract/alerts';
import type { BrandTarget } from '@/api/contract/brands';
import type { RequestParams } from '@/api/contract/request-params';
import type { ServerMetricTarget } from '@/api/contract/targets';
import { DEMO_STATE_KEY } from './demo-keys';
import { demoStorage } from './storage';
import { DEMO_BRANDS, seedUsers, type DemoUserRecord } from './users';

/**
 * What users change in the demo (docs/decisions.md, API 8): users, permissions, brands,
 * targets, scorecard files, report schedules and issued tokens. Persisted in storage under
 * one key so a reload keeps it, read lazily at each call so a cleared storage (the vitest
 * setup clears it after each test) means a fresh demo.
 */
export { DEMO_STATE_KEY };
const VERSION = 1;

/** Sessions last a working day; an older token answers 401 like an expired one. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export const TOKEN_TYPE = 'Bearer';

export interface DemoBrand {
  name: string;
  active: boolean;
}

export interface DemoScorecardFile {
  id: number;
  brand: string;
  fileName: string;
  /** Uploaded bytes (base64); null for the built-in sample, generated on download. */
  dataBase64: string | null;
}

/** How a sent e-mail went: when its last attempt ended, and the error when it failed. */
export interface DemoDelivery {
  finishedAt: string;
  delivered: boolean;
  error: string | null;
}

export interface DemoEmailRequest {
  path: string;
  email: string;
  params: RequestParams;
  at: string;
  /** Who asked, and the request's id: the HTTP demo API builds and sends the file as them. */
  login?: string;
  id?: number;
  /** Set once the HTTP demo API has sent it (or given up); absent while pending. */
  delivery?: DemoDelivery;
}

/**
 * What the HTTP demo API's scheduler has done for one user's Email Schedule, so a restart
 * neither repeats nor loses an occurrence.
 */
export interface DemoReportRun {
  /** The saved schedule this record is for (its JSON): a changed schedule starts afresh. */
  schedule: string;
  /** The day the scheduler first saw the schedule; occurrences before it are not sent. */
  firstDay: string;
  /** The latest occurrence handled (sent, written or given up on), and its number. */
  lastOccurrence: string | null;
  lastNumber: number;
  lastDelivery: DemoDelivery | null;
}

/** One check of an alert rule (the contract's AlertCheck, as stored). */
export interface DemoAlertCheck {
  at: string;
  day: string;
  value: number | null;
  baseline: number | null;
  met: boolean;
  fired: boolean;
  error: string | null;
}

/** A user's alert rule (fields as the contract's AlertRuleInput) and its checks, newest first. */
export interface DemoAlertRule {
  id: number;
  login: string;
  metric: AlertMetricId;
  operator: AlertOperator;
  threshold: number;
  scope: string;
  frequency: AlertFrequency;
  recipients: string[];
  paused: boolean;
  createdAt: string;
  /** The slot (day) of the latest scheduled check; checks asked for by hand leave it. */
  lastSlot: string | null;
  history: DemoAlertCheck[];
}

/** An alert that fired: in the bell until read, e-mailed to the rule's recipients by the HTTP demo API. */
export interface DemoFiredAlert {
  id: number;
  ruleId: number;
  login: string;
  metric: AlertMetricId;
  description: string;
  scope: string;
  value: number | null;
  at: string;
  read: boolean;
  recipients: string[];
  /** Set once the HTTP demo API has sent it (or given up); absent while pending or in the browser demo. */
  delivery?: DemoDelivery;
}

/** A photo album (the contract's PhotoAlbum, as stored). */
export interface DemoPhotoAlbum {
  id: number;
  login: string;
  name: string;
  brand: string;
  shared: boolean;
  /** A smart album's library query string; null for a hand-picked one. */
  filter: string | null;
  photoIds: string[];
  createdAt: string;
}

export interface DemoState {
  version: number;
  users: DemoUserRecord[];
  brands: DemoBrand[];
  targets: z.input<typeof BrandTarget>[];
  /** Monthly targets per brand, metric and scope; absent in state files written before them. */
  metricTargets?: ServerMetricTarget[];
  scorecardFiles: DemoScorecardFile[];
  tokens: Record<string, { login: string; expiresAt: number }>;
  emailRequests: DemoEmailRequest[];
  /** Per login (lower case); absent in state files written before schedules were sent. */
  reportRuns?: Record<string, DemoReportRun>;
  /** Absent in state files written before alert rules. */
  alertRules?: DemoAlertRule[];
  firedAlerts?: DemoFiredAlert[];
  /** Absent in state files written before albums. */
  photoAlbums?: DemoPhotoAlbum[];
  nextId: number;
}

export function initialDemoState(): DemoState {
  return {
    version: VERSION,
    users: seedUsers(),
    brands: DEMO_BRANDS.map((name) => ({ name, active: true })),
    targets: [],
    metricTargets: [],
    scorecardFiles: DEMO_BRANDS.map((brand, i) => ({
      id: i + 1,
      brand,
      fileName: `${brand} Chain Scorecard.xlsx`,
      dataBase64: null,
    })),
    tokens: {},
    emailRequests: [],
    reportRuns: {},
    alertRules: [],
    firedAlerts: [],
    photoAlbums: [],
    nextId: DEMO_BRANDS.length + 1,
  };
}

let cache: { raw: string | null; state: DemoState } | null = null;

/** The current demo state (do not mutate: use updateDemoState). */
export function readDemoState(): DemoState {
  const raw = demoStorage.get(DEMO_STATE_KEY);
  if (cache && cache.raw === raw) return cache.state;
  let state: DemoState | null = null;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as DemoState;
      if (parsed.version === VERSION && Array.isArray(parsed.users)) state = parsed;
    } catch {
      // A corrupt value is a fresh demo.
    }
  }
  state ??= initialDemoState();
  cache = { raw, state };
  return state;
}

/** Applies a change to a copy of the state and persists it. */
export function updateDemoState<T>(change: (draft: DemoState) => T): T {
  const draft = structuredClone(readDemoState());
  const result = change(draft);
  const raw = JSON.stringify(draft);
  try {
    demoStorage.set(DEMO_STATE_KEY, raw);
  } catch {
    // Storage full (large uploads): keep the change for this page's life only.
  }
  cache = { raw: demoStorage.get(DEMO_STATE_KEY) === raw ? raw : null, state: draft };
  return result;
}

/** Back to the seeded demo (the "Reset demo" action, and tests that need it mid-test). */
export function resetDemoState(): void {
  demoStorage.remove(DEMO_STATE_KEY);
  cache = null;
}

export const findUser = (login: string, state: DemoState = readDemoState()): DemoUserRecord | undefined =>
  state.users.find((u) => u.login.toLowerCase() === login.toLowerCase());

const randomToken = (): string => {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Issues an opaque token for a user and records the sign-in in their login history. */
export function issueToken(login: string, now: Date = new Date()): string {
  const token = randomToken();
  updateDemoState((s) => {
    for (const [t, info] of Object.entries(s.tokens)) if (info.expiresAt <= now.getTime()) delete s.tokens[t];
    s.tokens[token] = { login, expiresAt: now.getTime() + TOKEN_TTL_MS };
    const user = findUser(login, s);
    if (user) {
      const pad = (n: number) => String(n).padStart(2, '0');
      user.loginInfo.unshift({
        LastLoginDate: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
        LastLoginTime: `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
        IPAddress: '127.0.0.1',
        LastLoginLocation: 'Demo (this browser)',
      });
      user.loginInfo.splice(50);
    }
  });
  return token;
}

/** The active user a token belongs to, or null (unknown, expired, user gone or inactive). */
export function userForToken(
  token: string | null | undefined,
  now: number = Date.now(),
): DemoUserRecord | null {
  if (!token) return null;
  const state = readDemoState();
  const info = state.tokens[token];
  if (!info || info.expiresAt <= now) return null;
  const user = findUser(info.login, state);
  return user && user.active ? user : null;
}

/** The token from an Authorization header "{TokenType} {Token}". */
export const tokenFromHeader = (header: string | null): string | null => {
  const match = /^(\S+)\s+(\S+)$/.exec(header?.trim() ?? '');
  return match && match[1]?.toLowerCase() === TOKEN_TYPE.toLowerCase() ? (match[2] ?? null) : null;
};

/** The active (not archived) brands. */
export const activeBrands = (state: DemoState = readDemoState()): string[] =>
  state.brands.filter((b) => b.active).map((b) => b.name);

/** The scorecard files of every active brand, as the server lists them (ScorecardID, ScorecardFilename). */
export const scorecardFilesByBrand = (
  state: DemoState,
): Record<string, { ScorecardID: number; ScorecardFilename: string }[]> =>
  Object.fromEntries(
    activeBrands(state).map((brand) => [
      brand,
      state.scorecardFiles
        .filter((f) => f.brand === brand)
        .map((f) => ({ ScorecardID: f.id, ScorecardFilename: f.fileName })),
    ]),
  );

/** Uploaded bytes as base64 text, the form local storage can hold. Chunked: a big file must not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
