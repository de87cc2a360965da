/** An account id as the URL carries it: digits only; anything else is no account. */
export const isAccountId = (value: string): boolean => /^\d{1,15}$/.test(value);
