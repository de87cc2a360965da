/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the real API. Unset: the app runs on the built-in demo API. */
  readonly VITE_API_URL?: string;
  /** Optional MapLibre style URL for deployments with a tile server. */
  readonly VITE_MAP_STYLE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Build-time hash of the sources that shape cached query values (vite.config.ts). */
declare const __QUERY_CACHE_VERSION__: string;
