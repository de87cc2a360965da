/**
 * Build-time switches. `VITE_API_URL` unset means the built-in demo API (MSW) runs in
 * the browser; Vite replaces these constants at build time, so a build with a real URL
 * drops every demo-only branch (and the mock code it would import).
 */
export const API_URL: string | undefined = import.meta.env.VITE_API_URL || undefined;
export const IS_DEMO = !import.meta.env.VITE_API_URL;
export const COMPANY_NAME = 'Field Sales Analytics';
