import { deepEqual } from './equal';
import { FIELD_DEFAULTS, LIST_FIELDS } from './schemas';

export { LIST_FIELDS } from './schemas';

/**
 * The one URL codec for every section, given to `createRouter` as parseSearch /
 * stringifySearch (docs/decisions.md, Behaviour 3). URLs are for people:
 *
 *   ?brand=Sunset%20Soda&cities=Irvine,Long%20Beach&startDate=2026-01-01
 *
 * - keys in alphabetical order, so the same filter always gives the same URL;
 * - spaces as %20 (never '+'), a comma inside a list item as %2C;
 * - list fields (LIST_FIELDS, derived from the filter schemas) comma-joined; the RAW
 *   value is split on literal commas before decoding, because URLSearchParams would
 *   decode %2C first and split one item in two;
 * - everything else stays a string ('90210' is not turned into a number: the schemas
 *   coerce the fields that are numeric);
 * - empty values, empty lists and field defaults (notVisitedIn 0, numberOfSkus 'm0')
 *   are omitted; section defaults that depend on filter options (brand, dates) are
 *   dropped by `omitDefaults` before navigating.
 */

type RawSearch = Record<string, string | string[]>;

const HEX_RUN_RE = /(?:%[0-9A-Fa-f]{2})+/g;
const lenientDecoder = new TextDecoder('utf-8', { fatal: false });

/**
 * decodeURIComponent without throwing: valid escapes decode, broken UTF-8 sequences
 * ('%E0%A4%A') become U+FFFD, a stray '%' stays literal. '+' is read as a space, as
 * form-encoded links from other tools mean it (this codec never writes a bare '+').
 */
export const safeDecode = (raw: string): string => {
  const plus = raw.replaceAll('+', ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus.replace(HEX_RUN_RE, (run) => {
      const bytes = new Uint8Array(run.length / 3);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
      return lenientDecoder.decode(bytes);
    });
  }
};

const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent throws on lone surrogates; those cannot be in a URL, so they become U+FFFD. */
const encode = (value: string): string => encodeURIComponent(value.replace(LONE_SURROGATE_RE, '\uFFFD'));

export const parseSearch = (searchStr: string): Record<string, unknown> => {
  const query = searchStr.startsWith('?') ? searchStr.slice(1) : searchStr;
  const result: RawSearch = {};
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = safeDecode(eq === -1 ? part : part.slice(0, eq));
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    if (key === '' || key === '__proto__') continue;
    if (LIST_FIELDS.has(key)) {
      const items = rawValue
        .split(',')
        .map(safeDecode)
        .filter((item) => item.length > 0);
      // Repeated list keys (?cities=A&cities=B) add up rather than overwrite.
      const previous = result[key];
      result[key] = Array.isArray(previous) ? [...previous, ...items] : items;
    } else if (!Object.hasOwn(result, key)) {
      // Repeated scalar keys: the first one wins, as URLSearchParams.get does.
      result[key] = safeDecode(rawValue);
    }
  }
  return result;
};

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.every((item) => item === undefined || item === null || item === ''));

const isFieldDefault = (key: string, value: unknown): boolean =>
  Object.hasOwn(FIELD_DEFAULTS, key) && deepEqual(FIELD_DEFAULTS[key as keyof typeof FIELD_DEFAULTS], value);

const scalarToString = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

export const stringifySearch = (search: Record<string, unknown>): string => {
  const parts: string[] = [];
  for (const key of Object.keys(search).sort()) {
    const value = search[key];
    if (isEmpty(value) || isFieldDefault(key, value)) continue;
    const encoded = Array.isArray(value)
      ? value
          .filter((item) => item !== undefined && item !== null && item !== '')
          .map((item) => encode(scalarToString(item)))
          .join(',')
      : encode(scalarToString(value));
    parts.push(`${encode(key)}=${encoded}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

/**
 * Drops every key whose value equals the section default, so defaults never appear in
 * the URL (a shared link without startDate keeps meaning "from the brand's first day").
 * Also drops undefined values.
 */
export const omitDefaults = <F extends object>(filter: F, defaults: Partial<F>): Partial<F> =>
  Object.fromEntries(
    Object.entries(filter).filter(
      ([key, value]) => value !== undefined && !deepEqual(value, (defaults as Record<string, unknown>)[key]),
    ),
  ) as Partial<F>;
