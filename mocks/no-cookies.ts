/**
 * What the browser builds get for `tough-cookie` (vite.config.ts aliases it here). MSW's
 * cookie store is its only importer: it would keep cookies that handlers set and hand them
 * to later requests. The demo API sets none (the session is a bearer token, docs/api.md),
 * and tough-cookie brings tldts's public-suffix list with it, about 270 KB of source that
 * the page's demo chunk and the engine worker each had to parse on every first load.
 *
 * The names and shapes are the ones msw/lib/core/utils/cookieStore.mjs uses, no more.
 */
export class Cookie {
  /** Cookies persisted by an older build are dropped, as there is nothing to restore them into. */
  static fromJSON(): Cookie | null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
