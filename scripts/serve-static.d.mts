import type { Server } from 'node:http';

export const IMMUTABLE: string;
export const REVALIDATE: string;
export function startStaticServer(options: {
  dist: string;
  port: number;
  host?: string;
  apiUrl?: string;
}): Promise<{ server: Server; csp: string; url: string }>;
