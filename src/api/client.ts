import ky, { type KyResponse, type Options } from 'ky';
import { API_URL } from '@/lib/config';
import { joinList } from '@/lib/request-list';
import { authorizationHeader, readAuthToken } from './auth-storage';
import type { BlobEndpoint, DomainData, Endpoint, JsonEndpoint } from './contract/endpoint';
import type { RequestParams } from './contract/request-params';
import { ApiError, UNEXPECTED_RESPONSE, isAbortError, isApiError, toApiError } from './errors';
import { fetchedReading, fetchInAnswerWorker, readAnswerBytes } from './off-thread';
import type { AnswerReading } from './read-answer';

/**
 * The API base URL. A real API comes from VITE_API_URL; the demo API (MSW) answers under
 * `${origin}/api/`. Absolute on purpose: ky with a relative prefix fails in jsdom.
 */
export function apiBaseUrl(): string {
  const base = API_URL ?? `${window.location.origin}/api/`;
  return base.endsWith('/') ? base : `${base}/`;
}

let onUnauthorized: (() => void) | null = null;

/**
 * The session module registers its logout here: any 401 on a request that carried a
 * token logs the user out (SPEC.md section 8). A 401 without a token (a failed sign-in)
 * is the caller's business, not a logout.
 */
export function setUnauthorizedHandler(fn: (() => void) | null): void {
  onUnauthorized = fn;
}

/** The one HTTP client. Retries belong to TanStack Query, so ky never retries. */
export const api = ky.create({
  prefixUrl: apiBaseUrl(),
  retry: 0,
  timeout: 60_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const stored = readAuthToken();
        if (stored && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', authorizationHeader(stored));
        }
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization')) onUnauthorized?.();
      },
    ],
  },
});

/** A value the client can send: lists are comma-joined (joinList), empty values are left out. */
export type ParamValue = string | number | boolean | readonly string[] | Blob | null | undefined;
export type ExtraParams = Record<string, ParamValue>;

export interface CallOptions {
  /** Non-filter parameters: ids, form fields, e-mail, files. */
  values?: ExtraParams;
  signal?: AbortSignal;
  /** Bytes of the answer received so far (ky's download progress); for large files. */
  onDownloadProgress?: (progress: { percent: number; transferredBytes: number; totalBytes: number }) => void;
}

const isEmpty = (v: ParamValue): v is null | undefined =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function flatten(params: RequestParams, values: ExtraParams | undefined): [string, string | Blob][] {
  const out: [string, string | Blob][] = [];
  for (const [k, v] of Object.entries({ ...params, ...values }) as [string, ParamValue][]) {
    if (isEmpty(v)) continue;
    if (v instanceof Blob) out.push([k, v]);
    else if (Array.isArray(v)) out.push([k, joinList(v)]);
    else out.push([k, String(v)]);
  }
  return out;
}

/** Builds ky options for an endpoint call: query string for GET, a body for POST. */
export function requestOptions(endpoint: Endpoint, params: RequestParams, call: CallOptions = {}): Options {
  const options: Options = { method: endpoint.method, signal: call.signal };
  if (call.onDownloadProgress) options.onDownloadProgress = call.onDownloadProgress;
  if (endpoint.method === 'GET') {
    const search = new URLSearchParams();
    for (const [k, v] of flatten(params, call.values)) if (typeof v === 'string') search.append(k, v);
    options.searchParams = search;
    return options;
  }
  const body = endpoint.body ?? 'form';
  if (body === 'json') {
    const json: Record<string, unknown> = { ...params };
    for (const [k, v] of Object.entries(call.values ?? {})) if (v !== undefined) json[k] = v;
    options.json = json;
  } else if (body === 'multipart') {
    const form = new FormData();
    for (const [k, v] of flatten(params, call.values)) form.append(k, v);
    options.body = form;
  } else {
    const form = new URLSearchParams();
    for (const [k, v] of flatten(params, call.values)) if (typeof v === 'string') form.append(k, v);
    options.body = form;
  }
  return options;
}

/** ky's prefixUrl rejects inputs that start with '/'. */
export const endpointInput = (endpoint: Endpoint): string => endpoint.path.replace(/^\/+/, '');

/** Sends an endpoint's request; any failure becomes an ApiError (aborts stay aborts). */
export async function send(
  endpoint: Endpoint,
  params: RequestParams,
  call: CallOptions = {},
  via?: typeof fetch,
): Promise<KyResponse> {
  try {
    const options = requestOptions(endpoint, params, call);
    return await api(endpointInput(endpoint), via ? { ...options, fetch: via } : options);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw await toApiError(error);
  }
}

/**
 * Calls a JSON endpoint and returns its domain value: the response is parsed with the
 * endpoint's zod schema (a large one off the page's thread, and one that lists every account
 * fetched there too: src/api/off-thread.ts), so a payload of the wrong shape never reaches a
 * component.
 */
export async function fetchJson<E extends JsonEndpoint>(
  endpoint: E,
  params: RequestParams = {},
  call: CallOptions = {},
): Promise<DomainData<E>> {
  const via = endpoint.listsEveryAccount ? fetchInAnswerWorker(endpoint) : undefined;
  const response = await send(endpoint, params, call, via);
  let reading: AnswerReading;
  try {
    const fetched = fetchedReading(response);
    reading = fetched ? await fetched : await readAnswerBytes(endpoint, await response.arrayBuffer());
  } catch (error) {
    if (isAbortError(error) || isApiError(error)) throw error;
    throw new ApiError(response.status, UNEXPECTED_RESPONSE);
  }
  if (reading.ok) return reading.data as DomainData<E>;
  if (reading.reason === 'schema' && import.meta.env.DEV && import.meta.env.MODE !== 'test')
    console.warn(`Unexpected response from ${endpoint.path}`, reading.issues);
  throw new ApiError(response.status, UNEXPECTED_RESPONSE);
}

/** Fetches a blob endpoint's file (downloads go through src/api/download.ts). */
export async function fetchBlobResponse(
  endpoint: BlobEndpoint,
  params: RequestParams = {},
  call: CallOptions = {},
): Promise<KyResponse> {
  return send(endpoint, params, call);
}
