import { QueryClient, dehydrate, hydrate as hydrateInto, type Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  MAX_PERSISTED_LIST,
  QUERY_CACHE_BUSTER,
  otherUsersStores,
  persistKeyFor,
  revalidateOnRestore,
  shouldPersistQuery,
} from './query-persistence-rules';

const FILTER = { brand: 'Sunset Soda', startDate: '2026-01-01', endDate: '2026-11-24' };

/** A query of a real client, so the rule sees what dehydrate hands it. */
function queryWith(
  queryKey: readonly unknown[],
  outcome: 'success' | 'error' | 'pending',
  meta?: object,
  data: unknown = { rows: [] },
): Query {
  const client = new QueryClient();
  const cache = client.getQueryCache();
  const query = cache.build(client, { queryKey, meta: meta as Query['meta'] });
  if (outcome === 'success') query.setData(data);
  if (outcome === 'error') query.setState({ status: 'error', error: new Error('down') });
  return query;
}

describe('shouldPersistQuery', () => {
  it("keeps a section's filter options and its panels' answers for a filter", () => {
    expect(shouldPersistQuery(queryWith(['filter-options', 'accounts'], 'success'))).toBe(true);
    expect(shouldPersistQuery(queryWith(['/accounts', FILTER], 'success'))).toBe(true);
    expect(shouldPersistQuery(queryWith(['/sales/top-accounts', {}], 'success'))).toBe(true);
  });

  it('never keeps an answer that lists the data set (its saves would block the page)', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, id) => ({ id }));
    const key = ['/merchandising', FILTER];
    expect(
      shouldPersistQuery(queryWith(key, 'success', undefined, { accounts: rows(MAX_PERSISTED_LIST) })),
    ).toBe(true);
    expect(
      shouldPersistQuery(queryWith(key, 'success', undefined, { accounts: rows(MAX_PERSISTED_LIST + 1) })),
    ).toBe(false);
    // The map's columns, one field deeper, and a bare list count the same.
    const columns = { pins: { ids: rows(MAX_PERSISTED_LIST + 1).map((r) => r.id) } };
    expect(shouldPersistQuery(queryWith(['/accounts/map', FILTER], 'success', undefined, columns))).toBe(
      false,
    );
    expect(shouldPersistQuery(queryWith(key, 'success', undefined, rows(MAX_PERSISTED_LIST + 1)))).toBe(
      false,
    );
  });

  it('never keeps failed or unanswered queries', () => {
    expect(shouldPersistQuery(queryWith(['/accounts', FILTER], 'error'))).toBe(false);
    expect(shouldPersistQuery(queryWith(['/accounts', FILTER], 'pending'))).toBe(false);
  });

  it('never keeps downloads, lookups asked on a click, or the admin areas', () => {
    expect(shouldPersistQuery(queryWith(['/accounts/xlsx', FILTER], 'success', { download: true }))).toBe(
      false,
    );
    expect(shouldPersistQuery(queryWith(['/accounts/map/account', FILTER, { id: '7' }], 'success'))).toBe(
      false,
    );
    expect(shouldPersistQuery(queryWith(['/users/list'], 'success'))).toBe(false);
    expect(shouldPersistQuery(queryWith(['/users/list', {}], 'success'))).toBe(false);
    expect(shouldPersistQuery(queryWith(['/brands', {}], 'success'))).toBe(false);
    expect(shouldPersistQuery(queryWith(['/chain-scorecard/list', {}], 'success'))).toBe(false);
  });

  it('keeps nothing keyed otherwise', () => {
    expect(shouldPersistQuery(queryWith(['filter-options'], 'success'))).toBe(false);
    expect(shouldPersistQuery(queryWith(['accounts', FILTER], 'success'))).toBe(false);
    expect(shouldPersistQuery(queryWith(['/accounts', ['a']], 'success'))).toBe(false);
  });
});

describe('stores per user', () => {
  it('names a store by the login', () => {
    expect(persistKeyFor('manager')).toBe('user:manager');
    expect(persistKeyFor('manager')).not.toBe(persistKeyFor('admin'));
  });

  it("drops every other user's store when a user signs in, and keeps theirs", () => {
    const keys = [persistKeyFor('manager'), persistKeyFor('admin'), 'user:old'];
    expect(otherUsersStores(keys, 'admin')).toEqual([persistKeyFor('manager'), 'user:old']);
    expect(otherUsersStores([persistKeyFor('admin')], 'admin')).toEqual([]);
  });
});

describe('buster', () => {
  it('is the build-time hash of the sources that shape cached values', () => {
    expect(QUERY_CACHE_BUSTER).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('revalidateOnRestore', () => {
  it('marks every restored query invalidated, so its reader asks again, and keeps the data', () => {
    const client = new QueryClient();
    client.setQueryData(['/accounts', FILTER], { rows: [1] });
    const restored = revalidateOnRestore({ timestamp: 1, buster: 'b', clientState: dehydrate(client) });
    expect(restored.clientState.queries).toHaveLength(1);
    expect(restored.clientState.queries[0]?.state).toMatchObject({
      isInvalidated: true,
      data: { rows: [1] },
    });
    expect(restored).toMatchObject({ timestamp: 1, buster: 'b' });

    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
    hydrateInto(next, restored.clientState);
    const query = next.getQueryCache().find({ queryKey: ['/accounts', FILTER] });
    expect(query?.state.data).toEqual({ rows: [1] });
    expect(query?.isStaleByTime(5 * 60_000)).toBe(true);
  });
});
