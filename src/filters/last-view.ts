import { COMPARE_KEYS } from './compare-key';
import { FILTER_SECTIONS, parseFilter, type FilterSection } from './schemas';
import { parseSearch, stringifySearch } from './url-codec';

/**
 * The last filter a user had in each section, so a section opened without a query string
 * shows it again. Stored per user and section in local storage as the filter
 * part of the URL's query string (the same text a shared link holds, defaults left out):
 * a stored `?brand=B` keeps meaning "B from its first day through today".
 *
 * Rules (pure, unit-tested; the `_authenticated` layout calls them on every navigation):
 * - every committed navigation in a section records its filter (Apply, a period shortcut,
 *   a keyboard shift, Back, a pasted link); only filter keys are kept, never view keys;
 * - a filter equal to the defaults (an empty query string, e.g. after Default + Apply)
 *   removes the record, so the section opens with its defaults again;
 * - entering a section with NO query string restores the record; any query string (a
 *   shared link) wins, and moving within a section (Back to a bare URL) restores nothing.
 *   App-wide keys that every navigation carries (`compare`) do not count as a
 *   query string: they stay, and the record is restored beside them.
 */

/** Keys the layout route keeps on every navigation: not a link to a view of their own. */
const APP_WIDE_KEYS: ReadonlySet<string> = new Set(COMPARE_KEYS);

/** Where a record lives; the login keeps two users of one browser apart. */
export const lastViewKey = (login: string, section: FilterSection): string =>
  `last-view:v1:${encodeURIComponent(login)}:${section}`;

const isFilterSection = (value: string): value is FilterSection =>
  (FILTER_SECTIONS as string[]).includes(value);

/** The filter keys of a query string, re-encoded canonically ('' when all are defaults). */
export const filterQuery = (section: FilterSection, searchStr: string): string =>
  stringifySearch(parseFilter(section, parseSearch(searchStr)) as Record<string, unknown>);

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Records the filter of a navigation in `section` (no-op for a section without a filter). */
export function recordLastView(
  storage: KeyValueStore,
  login: string,
  section: string,
  searchStr: string,
): void {
  if (!isFilterSection(section)) return;
  const query = filterQuery(section, searchStr);
  const key = lastViewKey(login, section);
  try {
    if (query) storage.setItem(key, query);
    else storage.removeItem(key);
  } catch {
    // Storage full or disabled (private mode): the feature is a convenience, never an error.
  }
}

interface Entering {
  login: string;
  section: string;
  pathname: string;
  /** The raw query string of the target ('' or '?...'). */
  searchStr: string;
  /** True when the navigation enters the section's route (not a move within it). */
  entering: boolean;
}

/** The href to open instead of a bare section URL, or null to open the URL as it is. */
export function lastViewRedirect(storage: KeyValueStore, target: Entering): string | null {
  if (!target.entering || !isFilterSection(target.section)) return null;
  const search = parseSearch(target.searchStr);
  if (Object.keys(search).some((key) => !APP_WIDE_KEYS.has(key))) return null;
  let stored: string | null;
  try {
    stored = storage.getItem(lastViewKey(target.login, target.section));
  } catch {
    return null;
  }
  if (!stored) return null;
  // Re-encoded through the current schema: a stale record never reaches the URL raw.
  const query = filterQuery(target.section, stored);
  return query ? `${target.pathname}${stringifySearch({ ...parseSearch(query), ...search })}` : null;
}
