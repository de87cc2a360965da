import type { z } from 'zod';
import type { RequestParamName } from './request-params';

/**
 * One API endpoint, described once. The app (query factories, downloads), the demo API
 * (handlers) and docs/api.md all read this description, so they cannot drift.
 *
 * - `params`: the filter request parameters the endpoint sends (and the only ones in its
 *   query key), so changing another filter field never refetches it.
 * - `extraParams`: non-filter parameters (ids, e-mail, form fields), documented by name.
 * - `response`: zod schema of the server payload (PascalCase, as the server sends it),
 *   whose output is the camelCase domain type. Mocks build `z.input<typeof response>`.
 *   Blob endpoints have no response schema.
 * - `definedHere`: what of the endpoint this project defined, where SPEC.md does not show it
 *   (DefinedHere). Unmarked endpoints are SPEC.md's call, path and names.
 * - `path` starts with '/' and is relative to the API base URL (SPEC.md's spelling).
 * - `body` (POST only): how parameters travel. 'form' (default) is
 *   application/x-www-form-urlencoded, 'multipart' carries files, 'json' carries nested
 *   values (permission lists, report schedules).
 * - `requestBody` ('json' bodies): zod schema of the JSON the app sends.
 * - `listsEveryAccount`: SPEC.md fixes an answer that lists every account the filter
 *   matches, so it grows with the brand (11 MB for Merchandising at demo scale 10, about
 *   100,000 stores' worth at 40). The answer worker fetches and reads it, so the browser
 *   reads its body on the worker's thread (src/api/off-thread.ts).
 */
export type BodyType = 'form' | 'multipart' | 'json';

export interface JsonEndpoint<S extends z.ZodType = z.ZodType> {
  kind: 'json';
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  params: readonly RequestParamName[];
  extraParams?: readonly string[];
  body?: BodyType;
  requestBody?: z.ZodType;
  response: S;
  definedHere?: DefinedHere;
  listsEveryAccount?: true;
}

/**
 * - 'call': SPEC.md has no such call; the project added it.
 * - 'path': SPEC.md names the call (or its area) but not its path, parameters or answer.
 * - 'shape': SPEC.md names the call and its path; the answer's shape (or some of its
 *   parameters) is the project's.
 */
export type DefinedHere = 'call' | 'path' | 'shape';

export interface BlobEndpoint {
  kind: 'blob';
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  params: readonly RequestParamName[];
  extraParams?: readonly string[];
  body?: BodyType;
  /** Notice text after 'Failed to download ' when the download fails (SPEC.md section 8). */
  failureSubject: string;
  /** The file's media type; a spreadsheet unless said otherwise. */
  mediaType?: string;
  definedHere?: DefinedHere;
}

export type Endpoint = JsonEndpoint | BlobEndpoint;

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const fileMediaType = (e: BlobEndpoint): string => e.mediaType ?? XLSX_MEDIA_TYPE;

export const jsonEndpoint = <S extends z.ZodType>(e: Omit<JsonEndpoint<S>, 'kind'>): JsonEndpoint<S> => ({
  kind: 'json',
  ...e,
});

export const blobEndpoint = (e: Omit<BlobEndpoint, 'kind'>): BlobEndpoint => ({ kind: 'blob', ...e });

/** Server payload type (what the mocks must build) and domain type (what the app reads). */
export type ServerPayload<E extends JsonEndpoint> = z.input<E['response']>;
export type DomainData<E extends JsonEndpoint> = z.output<E['response']>;
