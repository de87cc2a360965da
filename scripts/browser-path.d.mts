export function chromiumExecutable(): string | undefined;
export const CHROMIUM_ARGS: string[];
export const BASE_CHROMIUM_ARGS: string[];
export const GL_BACKENDS: Record<'swiftshader' | 'egl', string[]>;
export function glBackend(env?: Record<string, string | undefined>): keyof typeof GL_BACKENDS;
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export function mergeDisabledFeatures(flags: readonly string[]): string[];
