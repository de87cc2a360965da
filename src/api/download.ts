import type { BlobEndpoint } from './contract/endpoint';
import type { RequestParams } from './contract/request-params';
import ky from 'ky';
import { api, apiBaseUrl, fetchBlobResponse, type CallOptions } from './client';
import { isAbortError, toApiError } from './errors';

export const FALLBACK_FILE_NAME = 'download';

/**
 * The file name from a content-disposition header. RFC 6266: `filename*=UTF-8''...`
 * (percent-encoded) wins over `filename="..."` or a bare `filename=...`.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
    const encoded = match ? match[2] : value;
    try {
      const decoded = decodeURIComponent(encoded ?? '');
      if (decoded) return sanitise(decoded);
    } catch {
      // Malformed percent-encoding: try the plain parameter below.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1]) return sanitise(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  if (bare?.[1]?.trim()) return sanitise(bare[1].trim());
  return null;
}

/** A header must not be able to choose a directory. */
const sanitise = (name: string): string => name.replace(/[/\\]/g, '_').trim() || FALLBACK_FILE_NAME;

/** Saves a blob as a file through a temporary anchor (what browsers treat as a download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoking at once can cancel the download in some browsers; a tick later is safe.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

async function readFile(responsePromise: Promise<Response>, fallbackName: string): Promise<DownloadedFile> {
  const response = await responsePromise;
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  try {
    return { blob: await response.blob(), fileName };
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw await toApiError(error);
  }
}

/** Fetches a blob endpoint's file and its name, without saving it. */
export function fetchFile(
  endpoint: BlobEndpoint,
  params: RequestParams = {},
  call: CallOptions = {},
): Promise<DownloadedFile> {
  return readFile(fetchBlobResponse(endpoint, params, call), FALLBACK_FILE_NAME);
}

/**
 * Downloads a blob endpoint's file and saves it under the server's file name.
 * Throws ApiError on failure; the caller shows 'Failed to download {failureSubject}'.
 */
export async function downloadFile(
  endpoint: BlobEndpoint,
  params: RequestParams = {},
  call: CallOptions = {},
): Promise<DownloadedFile> {
  const file = await fetchFile(endpoint, params, call);
  saveBlob(file.blob, file.fileName);
  return file;
}

/**
 * Whether a server-provided link may carry the session's token: only links to the API's
 * own origin do. A real backend often answers with a pre-signed storage link on another
 * host; the token must not leak there, and such a link refuses a second credential.
 */
export function linkTakesToken(link: string, base: string = apiBaseUrl()): boolean {
  if (!ABSOLUTE_URL.test(link)) return true;
  try {
    return new URL(link).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/** Links on other origins: a plain anonymous client, no token hook, no cookies. */
const foreign = ky.create({ retry: 0, timeout: 60_000, credentials: 'omit' });

/**
 * Downloads a file the server pointed to (a DownloadLink, for example the scheduled
 * report example or the account images PDF). A relative link or one on the API's origin
 * goes through the API client with the session's token; any other origin gets none.
 */
export async function downloadLink(
  link: string,
  fileName?: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const request = !ABSOLUTE_URL.test(link)
    ? api(link.replace(/^\/+/, ''), { signal })
    : linkTakesToken(link)
      ? api(link, { prefixUrl: '', signal })
      : foreign(link, { signal });
  const file = await readFile(
    request.catch(async (error: unknown) => {
      if (isAbortError(error)) throw error;
      throw await toApiError(error);
    }),
    fileName ?? FALLBACK_FILE_NAME,
  );
  if (fileName) file.fileName = fileName;
  saveBlob(file.blob, file.fileName);
  return file;
}

/** The notice text for a failed download (SPEC.md section 8). */
export const downloadFailureMessage = (endpoint: Pick<BlobEndpoint, 'failureSubject'>): string =>
  `Failed to download ${endpoint.failureSubject}`;
