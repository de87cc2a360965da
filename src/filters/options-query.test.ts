import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeAuthToken } from '@/api/auth-storage';
import { issueToken, TOKEN_TYPE } from '@mocks/demo-state';
import { resolveFilter } from './defaults';
import { choicesFor } from './options';
import { filterOptionsQuery } from './options-query';
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
