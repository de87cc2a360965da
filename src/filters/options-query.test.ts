import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAuthToken } from '@/api/auth-storage';
import { issueToken, TOKEN_TYPE } from '@mocks/demo-state';
import { resolveFilter } from './defaults';
import { choicesFor } from './options';
import { filterOptionsQuery, warmFilterOptions } from './options-query';
import { parseFilter } from './schemas';

/** Against the demo API (MSW in node), signed in as the super admin. */
beforeEach(() => writeAuthToken({ token: issueToken('superadmin'), tokenType: TOKEN_TYPE }));

describe('filterOptionsQuery', () => {
  it.each(['sales', 'accounts'] as const)('%s: loads and adapts the /filters options', async (section) => {
    const client = new QueryClient();
    const options = await client.fetchQuery(filterOptionsQuery(section));
    const first = options.brands[0];
    expect(first).toBeDefined();
    expect(options.accountsSources.length).toBeGreaterThan(0);
    expect(choicesFor(options, 'cities', first!.name).length).toBeGreaterThan(0);
    expect(choicesFor(options, 'distributors', first!.name).length).toBeGreaterThan(0);
    if (section === 'sales') expect(choicesFor(options, 'skuNames', first!.name).length).toBeGreaterThan(0);
    if (section === 'accounts') expect(options.statuses.length).toBeGreaterThan(0);

    const applied = resolveFilter(section, parseFilter(section, {}), options);
    expect(applied.brand).toBe(first!.name);
    expect(applied.startDate).toBe(first!.earliestDate);
  });

  it('keys by section and stays fresh for long', () => {
    const query = filterOptionsQuery('sales');
    expect(query.queryKey).toEqual(['filter-options', 'sales']);
    expect(query.staleTime).toBeGreaterThanOrEqual(30 * 60_000);
  });
});

describe('warmFilterOptions', () => {
  it('answers at once with cached options marked for revalidation, and asks again in the background', async () => {
    const client = new QueryClient();
    const cached = await client.fetchQuery(filterOptionsQuery('reports'));
    await client.invalidateQueries({ queryKey: filterOptionsQuery('reports').queryKey, refetchType: 'none' });
    await warmFilterOptions(client, 'reports');
    const query = client.getQueryCache().find({ queryKey: filterOptionsQuery('reports').queryKey });
    expect(query?.state.data).toBe(cached);
    expect(query?.state.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(query?.state.isInvalidated).toBe(false));
  });

  it('asks for options it does not have, and never rejects (the page shows the failure)', async () => {
    const client = new QueryClient();
    await warmFilterOptions(client, 'reports');
    expect(client.getQueryData(filterOptionsQuery('reports').queryKey)).toBeDefined();
    window.localStorage.clear();
    const refused = new QueryClient();
    await expect(warmFilterOptions(refused, 'sales')).resolves.toBeUndefined();
    expect(refused.getQueryState(filterOptionsQuery('sales').queryKey)?.status).toBe('error');
  });
});
