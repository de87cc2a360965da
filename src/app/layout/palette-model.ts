import { compareText } from '@/lib/compare';

/**
 * What the find-anything palette lists for a query, as pure rules: sections,
 * period shortcuts and accounts whose name holds the query.
 */

export interface PaletteEntry {
  id: string;
  label: string;
}

/** The query as the rules compare it: trimmed, lower case, inner spaces collapsed. */
export const normaliseQuery = (query: string): string => query.trim().replace(/\s+/g, ' ').toLowerCase();

/** Entries whose label holds the query (all of them for an empty query), in their own order. */
export const matchEntries = <T extends PaletteEntry>(entries: readonly T[], query: string): T[] => {
  const q = normaliseQuery(query);
  return q ? entries.filter((entry) => entry.label.toLowerCase().includes(q)) : [...entries];
};

/** Accounts are searched from this many characters on: one letter matches half the list. */
export const ACCOUNT_QUERY_MIN = 2;
export const ACCOUNT_RESULTS = 8;

export interface PaletteAccount {
  id: number;
  name: string;
  address: string;
}

/**
 * Accounts whose name holds the query (any part of it, any case): names starting with it
 * first, then by where the match starts, then by name; one entry per account; at most
 * `limit`. Nothing under `ACCOUNT_QUERY_MIN` characters.
 */
export function matchAccounts<T extends PaletteAccount>(
  accounts: readonly T[],
  query: string,
  limit = ACCOUNT_RESULTS,
): T[] {
  const q = normaliseQuery(query);
  if (q.length < ACCOUNT_QUERY_MIN) return [];
  const seen = new Set<number>();
  const hits: { account: T; at: number }[] = [];
  for (const account of accounts) {
    if (seen.has(account.id)) continue;
    const at = account.name.toLowerCase().replace(/\s+/g, ' ').indexOf(q);
    if (at < 0) continue;
    seen.add(account.id);
    hits.push({ account, at });
  }
  hits.sort(
    (a, b) => a.at - b.at || compareText(a.account.name, b.account.name) || a.account.id - b.account.id,
  );
  return hits.slice(0, limit).map((hit) => hit.account);
}
