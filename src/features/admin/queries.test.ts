import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testManager, testSuperAdmin } from '@/test/test-users';
import { prefetchUsersTable, userOptionsQuery, usersListQuery } from './queries';

describe('prefetchUsersTable (the Admin route loader)', () => {
  it("asks for the users and the users' options with the table's permission", () => {
    const queryClient = new QueryClient();
    prefetchUsersTable(queryClient, testSuperAdmin.permissions);
    expect(queryClient.getQueryState(usersListQuery().queryKey)?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(userOptionsQuery().queryKey)?.fetchStatus).toBe('fetching');
    void queryClient.cancelQueries();
  });

  it('asks for nothing without it', () => {
    const queryClient = new QueryClient();
    prefetchUsersTable(queryClient, testManager.permissions);
    prefetchUsersTable(queryClient, null);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
