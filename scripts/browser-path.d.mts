export function chromiumExecutable(): string | undefined;
export const CHROMIUM_ARGS: string[];
export const BASE_CHROMIUM_ARGS: string[];
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export function mergeDisabledFeatures(flags: readonly string[]): string[];
