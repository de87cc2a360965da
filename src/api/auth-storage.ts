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
}

/** The Authorization header value: "{TokenType} {Token}". */
export const authorizationHeader = (t: StoredToken): string => `${t.tokenType} ${t.token}`;
