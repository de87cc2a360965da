/**
 * The session token in local storage (SPEC.md section 9: "kept in local storage under a
 * fixed key, sent as type plus token"). Only this module touches the key.
 */
export const AUTH_STORAGE_KEY = 'fsd:auth-token';

export interface StoredToken {
  token: string;
  tokenType: string;
}

export function readAuthToken(): StoredToken | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'token' in value &&
      'tokenType' in value &&
      typeof value.token === 'string' &&
      typeof value.tokenType === 'string' &&
      value.token.length > 0
    ) {
      return { token: value.token, tokenType: value.tokenType };
    }
    return null;
  } catch {
    // Private mode or a hand-edited value: behave as signed out.
    return null;
  }
}

export function writeAuthToken(token: StoredToken): void {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(token));
}

export function clearAuthToken(): void {
  window.localStorage.removeItem(AUTH_STORAGE_KEY);
  window.localStorage.removeItem(TOKEN_SECTIONS_KEY);
  window.localStorage.removeItem(TOKEN_NAME_KEY);
}

/**
 * The sections the stored token's user held when the server last said so (sign-in, the
 * session check), written and removed with the token. Not a permission: only a hint of
 * which section's filter options may be asked for while the token is being checked, so a
 * page never asks for a section the user could not see (the server's 403 would show in
 * the console). Every gate still reads the permissions the check returns.
 */
export const TOKEN_SECTIONS_KEY = 'fsd:auth-sections';

export function writeTokenSections(sections: readonly string[]): void {
  try {
    window.localStorage.setItem(TOKEN_SECTIONS_KEY, JSON.stringify(sections));
  } catch {
    // Storage full or refused: only the early request is lost.
  }
}

export function readTokenSections(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(TOKEN_SECTIONS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The stored token's user's display name (the welcome line's brand) at the last check,
 * written and removed with the token like the sections. The shell drawn while the token is
 * being checked (pending-shell.tsx) shows it where the welcome line will be; the check's
 * answer replaces it.
 */
export const TOKEN_NAME_KEY = 'fsd:auth-name';

export function writeTokenName(name: string): void {
  try {
    window.localStorage.setItem(TOKEN_NAME_KEY, name);
  } catch {
    // Storage full or refused: the waiting shell leaves the welcome line empty.
  }
}

export function readTokenName(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_NAME_KEY) || null;
  } catch {
    return null;
  }
}

/** The Authorization header value: "{TokenType} {Token}". */
export const authorizationHeader = (t: StoredToken): string => `${t.tokenType} ${t.token}`;
