import { HTTPError, TimeoutError } from 'ky';

export const UNEXPECTED_RESPONSE = 'Unexpected response from the server';
export const NETWORK_FAILURE = 'The server could not be reached';
export const TIMEOUT_FAILURE = 'The server took too long to respond';

/**
 * Every failed call ends up as one of these, so notices can show the server's text
 * (SPEC.md section 8: "error notice titled Error with the server's response text").
 * `status` is null when no HTTP response arrived (network failure, timeout, bad payload
 * parsed before a status mattered keeps the status it had).
 */
export class ApiError extends Error {
  readonly status: number | null;

  constructor(status: number | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export const isAbortError = (e: unknown): boolean =>
  (e instanceof DOMException || e instanceof Error) && e.name === 'AbortError';

/** Server text from an error body: plain text, or a JSON object's message-like field. */
function messageFromBody(body: string): string | null {
  const text = body.trim();
  if (!text) return null;
  if (text.startsWith('{') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') return parsed.trim() || null;
      if (typeof parsed === 'object' && parsed !== null) {
        for (const key of ['Message', 'message', 'error', 'Error', 'title', 'detail']) {
          const v = (parsed as Record<string, unknown>)[key];
          if (typeof v === 'string' && v.trim()) return v.trim();
        }
      }
    } catch {
      // Not JSON after all: the text itself is the message.
    }
  }
  // An HTML error page is not a message a person should read in a notice.
  if (/^<(!doctype|html)/i.test(text)) return null;
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

const statusFallback = (status: number): string =>
  status === 401 ? 'Unauthorized' : status === 404 ? 'Not found' : `Request failed with status ${status}`;

/**
 * Normalise any failure into an ApiError. Abort errors pass through unchanged so that
 * query cancellation stays a cancellation.
 */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    let body = '';
    try {
      body = await error.response.clone().text();
    } catch {
      // Body already consumed or unreadable: fall back to the status text.
    }
    return new ApiError(status, messageFromBody(body) ?? statusFallback(status));
  }
  if (error instanceof TimeoutError) return new ApiError(null, TIMEOUT_FAILURE);
  if (error instanceof TypeError) return new ApiError(null, NETWORK_FAILURE);
  if (error instanceof Error && error.message) return new ApiError(null, error.message);
  return new ApiError(null, NETWORK_FAILURE);
}
