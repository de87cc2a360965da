import { apiBaseUrl } from '@/api/client';

/**
 * The picture URLs the app loads, as absolute URLs: http(s) anywhere, or a reference
 * relative to the API's base URL. A URL in an API answer is relative to that answer, as a
 * link in any fetched document is: a backend on another host that answers
 * '/media/1.jpg' means its own host, not the dashboard's. Anything else an API might hand
 * over (javascript:, data:, blob:, file:, protocol-relative tricks resolved to another
 * scheme) is not loaded: the caller shows its 'No photo' placeholder instead.
 */
export function safeImageSrc(src: string | null | undefined, base: string = apiBaseUrl()): string | null {
  if (!src) return null;
  const trimmed = src.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}
