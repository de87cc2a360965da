import type { RequestHandler } from 'msw';

/** Every demo API handler, one module per API area (mirrors src/features). */
export const handlers: RequestHandler[] = [];
