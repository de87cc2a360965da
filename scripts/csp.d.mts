export function inlineScriptHashes(html: string): string[];
export function contentSecurityPolicy(indexHtml: string, apiUrl?: string, fileOrigins?: string[]): string;
