import type { Server } from 'node:http';

export const IMMUTABLE: string;
export const REVALIDATE: string;
export const API_PATH: string;
export function startStaticServer(options: {
  dist: string;
  port: number;
  host?: string;
  apiUrl?: string;
  /** Forward /api/* to this origin (same-origin deployment); CSP connect-src is then 'self'. */
  proxyApi?: string;
}): Promise<{ server: Server; csp: string; url: string }>;
