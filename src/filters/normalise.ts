import type { Endpoint } from '@/api/contract/endpoint';
import type { RequestParamName, RequestParams } from '@/api/contract/request-params';
import { deepEqual } from './equal';
import { joinList } from '@/lib/request-list';
import type { AnyFilter, FilterFieldName } from './schemas';

/**
 * Filter -> request parameters (SPEC.md section 5). Two filters that mean the same thing
 * (lists in another order, duplicates, stray spaces around the name) produce identical
 * params, hence identical query keys, hence one cache entry.
 */

/** Filter field -> request parameter, where they differ. */
export const PARAM_RENAMES: Readonly<Partial<Record<FilterFieldName, RequestParamName>>> = {
  startDate: 'dateStart',
  endDate: 'dateEnd',
  channelTypes: 'channels',
  inactiveReps: 'inactiveRepresentatives',
  activeAccounts: 'accountsActive',
};

const TRIMMED: ReadonlySet<FilterFieldName> = new Set(['name', 'address', 'zipCode']);

export const paramNameFor = (field: FilterFieldName): RequestParamName =>
  PARAM_RENAMES[field] ?? (field as RequestParamName);

/** Sorted by code unit (not locale) so the result is the same on every machine. */
const canonicalList = (items: readonly string[]): string[] =>
  [...new Set(items.filter((item) => item.length > 0))].sort();

const encodeValue = (field: FilterFieldName, value: unknown, fallback: unknown): string | undefined => {
  if (Array.isArray(value)) {
    const items = canonicalList(value.filter((item): item is string => typeof item === 'string'));
    if (items.length === 0) return undefined;
    if (Array.isArray(fallback) && deepEqual(items, canonicalList(fallback as string[]))) return undefined;
    return joinList(items);
  }
  if (typeof value === 'string') {
    const text = TRIMMED.has(field) ? value.trim() : value;
    // SPEC.md section 5 sends every non-empty string, so the comparisons' default 'm0' goes too.
    return text.length === 0 ? undefined : text;
  }
  if (typeof value === 'number') return value ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
};

/**
 * `defaults` (optional) is the section default filter: a list equal to its default (for
 * example merchandising's default promo/tag) is left out, as SPEC.md section 5 says.
 */
export const toRequestParams = (filter: AnyFilter, defaults?: AnyFilter): RequestParams => {
  const params: RequestParams = {};
  for (const [field, value] of Object.entries(filter) as [FilterFieldName, unknown][]) {
    const encoded = encodeValue(field, value, defaults?.[field]);
    if (encoded !== undefined) params[paramNameFor(field)] = encoded;
  }
  return sortKeys(params);
};

const sortKeys = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as T;

/** Only the parameters this endpoint sends, so other filter fields never refetch it. */
export const pickParams = (params: RequestParams, names: readonly RequestParamName[]): RequestParams => {
  const picked: RequestParams = {};
  for (const name of names) {
    const value = params[name];
    if (value !== undefined) picked[name] = value;
  }
  return sortKeys(picked);
};

export type FilterQueryKey =
  | readonly [path: string, params: RequestParams]
  | readonly [path: string, params: RequestParams, extra: Record<string, string>];

/**
 * Query key of one endpoint under one filter: [path, params it sends with sorted keys]
 * (plus non-filter params such as an account id). Filters that mean the same give
 * deep-equal keys.
 */
export const queryKeyFor = (
  endpoint: Pick<Endpoint, 'path' | 'params'>,
  params: RequestParams,
  extra?: Record<string, string>,
): FilterQueryKey => {
  const picked = pickParams(params, endpoint.params);
  return extra ? [endpoint.path, picked, sortKeys(extra)] : [endpoint.path, picked];
};
