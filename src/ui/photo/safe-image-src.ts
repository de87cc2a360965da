/**
 * The picture URLs the app loads: http(s) anywhere, or this origin (relative paths
 * included). Anything else an API might hand over (javascript:, data:, blob:, file:,
 * protocol-relative tricks resolved to another scheme) is not loaded: the caller shows
 * its 'No photo' placeholder instead (issue 22, hostile data).
 */
export function safeImageSrc(
  src: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!src) return null;
  const trimmed = src.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return trimmed;
}
