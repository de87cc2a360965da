import { RequestHandler } from 'msw';

/**
 * Every demo API handler: one module per API area (mirrors src/features), each exporting
 * an array of handlers. Modules are picked up by file, so adding an area is adding its
 * file here; nothing else to register.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./index.ts', '!./define-handler.ts'],
  { eager: true },
);

const handlersOf = (module: Record<string, unknown>): RequestHandler[] =>
  Object.values(module).flatMap((value) =>
    Array.isArray(value) && value.length > 0 && value.every((h) => h instanceof RequestHandler) ? value : [],
  );

export const handlers: RequestHandler[] = Object.keys(modules)
  .sort()
  .flatMap((path) => handlersOf(modules[path] ?? {}));
