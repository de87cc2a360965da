import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testManager } from '@/test/test-users';
import { createSession } from './session';
import { SessionProvider } from './session-context';

const view = (session: ReturnType<typeof createSession>, ready: boolean) => (
  <SessionProvider session={session} fallback={<p>Waiting</p>} ready={ready}>
    <p>App</p>
  </SessionProvider>
);

describe('SessionProvider', () => {
  it('keeps the waiting view after the check while the app cannot draw the page yet', () => {
    const session = createSession({ queryClient: new QueryClient(), user: testManager });
    const { rerender } = render(view(session, false));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('App')).not.toBeInTheDocument();
    rerender(view(session, true));
    expect(screen.getByText('App')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('does not hold back a signed-out user (the login page needs nothing of the page asked for)', () => {
    window.localStorage.clear();
    render(view(createSession({ queryClient: new QueryClient() }), false));
    expect(screen.getByText('App')).toBeInTheDocument();
  });
});
