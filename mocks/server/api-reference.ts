import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ENDPOINT_GROUPS } from '@/api/contract/all-endpoints';
import { renderOpenApiJson } from '@/api/contract/openapi';

/**
 * The API's own description, served by the HTTP demo API only (never part of the app's
 * bundle): `{prefix}/openapi.json` (what docs/openapi.json holds, rendered from the same
 * contract) and `{prefix}/reference`, a page that Redoc (a maintained OpenAPI renderer,
 * its standalone bundle from node_modules) draws from that document.
 */

export interface StaticAnswer {
  contentType: string;
  body: string | Buffer;
}

const REDOC_BUNDLE = 'redoc/bundles/redoc.standalone.js';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Field-sales dashboard API reference</title>
  </head>
  <body>
    <redoc spec-url="openapi.json"></redoc>
    <script src="reference/redoc.standalone.js"></script>
  </body>
</html>
`;

let document: string | null = null;
let bundle: Buffer | null = null;

/** The answer for a path under the API prefix, or null when it is not one of these. */
export async function apiReferenceAnswer(subPath: string): Promise<StaticAnswer | null> {
  switch (subPath) {
    case '/openapi.json':
      document ??= renderOpenApiJson(ENDPOINT_GROUPS);
      return { contentType: 'application/json; charset=utf-8', body: document };
    case '/reference':
      return { contentType: 'text/html; charset=utf-8', body: PAGE };
    case '/reference/redoc.standalone.js':
      bundle ??= await readFile(createRequire(import.meta.url).resolve(REDOC_BUNDLE));
      return { contentType: 'text/javascript; charset=utf-8', body: bundle };
    default:
      return null;
  }
}
