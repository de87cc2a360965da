// The Content-Security-Policy the built app runs under (docs/deploy.md). The one inline
// script of index.html (the colour scheme before first paint) is allowed by its hash, so
// script-src needs no 'unsafe-inline'. `node scripts/csp.mjs <dist> <api-url> [file-origin...]`
// prints the header for a build; file origins are hosts the API's download links and pictures
// point to (pre-signed storage links, a photo host), fetched without the session's token.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** 'sha256-…' sources for every inline <script> of an HTML page. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * The policy for a build's index.html and the API base URL (connect-src). Mantine and the
 * charts set inline styles, so style-src keeps 'unsafe-inline' (styles cannot run code);
 * maplibre starts its worker from a blob: URL. Photos and marker icons are URLs in the API's
 * answers, read against the API's URL, so the API's origin and the file hosts may serve them.
 */
export function contentSecurityPolicy(indexHtml, apiUrl, fileOrigins = []) {
  const connect = [...new Set([apiUrl, ...fileOrigins].filter(Boolean).map((url) => new URL(url).origin))];
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(indexHtml).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...connect].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dist = 'dist', apiUrl, ...fileOrigins] = process.argv.slice(2);
  console.log(contentSecurityPolicy(readFileSync(join(dist, 'index.html'), 'utf8'), apiUrl, fileOrigins));
}
