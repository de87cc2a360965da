import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writeAuthToken, writeTokenSections } from '@/api/auth-storage';
import { createSession } from '@/auth/session';
import { testManager } from '@/auth/test-users';
import { filterOptionsQuery } from '@/filters/options-query';
import { earlyOptionsSection, requestOptionsWhileChecking } from './early-requests';

describe('earlyOptionsSection', () => {
  it("is the page's section when the token's user held it at the last check", () => {
    expect(earlyOptionsSection('/accounts', ['accounts', 'sales'])).toBe('accounts');
    expect(earlyOptionsSection('/uds', ['timeEfforts'])).toBe('timeEfforts');
    expect(earlyOptionsSection('/sales/anything', ['sales'])).toBe('sales');
  });

  it('is none for a section the user did not hold, a section without filters, or no section', () => {
    expect(earlyOptionsSection('/schedule', ['accounts', 'sales'])).toBeNull();
    expect(earlyOptionsSection('/admin', ['admin'])).toBeNull();
    expect(earlyOptionsSection('/', ['accounts'])).toBeNull();
    expect(earlyOptionsSection('/login', ['accounts'])).toBeNull();
    expect(earlyOptionsSection('/accounts', [])).toBeNull();
  });
});

describe('requestOptionsWhileChecking', () => {
  const optionsState = (client: QueryClient) => client.getQueryState(filterOptionsQuery('sales').queryKey);

  it('asks for the options while a stored token is being checked', () => {
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    writeTokenSections(['sales']);
    const queryClient = new QueryClient();
    const session = createSession({ queryClient });
    expect(session.getState().status).toBe('establishing');
    requestOptionsWhileChecking(queryClient, session, '/sales');
    expect(optionsState(queryClient)?.fetchStatus).toBe('fetching');
  });

  it('asks nothing once the session is known (the route loader does)', () => {
    writeTokenSections(['sales']);
    const queryClient = new QueryClient();
    requestOptionsWhileChecking(queryClient, createSession({ queryClient, user: testManager }), '/sales');
    requestOptionsWhileChecking(queryClient, createSession({ queryClient }), '/sales');
    expect(optionsState(queryClient)).toBeUndefined();
  });
});
