import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { parseSearch, stringifySearch } from './url-codec';
import { useViewUpdate } from './use-view-update';

type View = { sort?: string; page?: number };

/** The hook's writer, for the test to call (set in an effect, as a probe must). */
const probe: { update: ((patch: View) => void) | null } = { update: null };

function Probe() {
  const update = useViewUpdate<View>();
  useEffect(() => {
    probe.update = update;
  });
  return <p>probe</p>;
}

const mount = (entries: string[]) => {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/sales',
    validateSearch: (search: Record<string, unknown>) => search,
    component: Probe,
  });
  const history = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 });
  const router = createRouter({ routeTree: root.addChildren([page]), history, parseSearch, stringifySearch });
  renderWithTheme(<RouterProvider router={router} />);
  return { router, history };
};

describe('useViewUpdate', () => {
  it('merges the patch into the search and replaces the history entry, keeping the path', async () => {
    const { router, history } = mount(['/sales?brand=Peak', '/sales?brand=Sunset&page=2']);
    await screen.findByText('probe');
    const length = history.length;
    await act(async () => probe.update?.({ sort: 'name', page: undefined }));
    expect(router.state.location.pathname).toBe('/sales');
    expect(router.state.location.search).toEqual({ brand: 'Sunset', sort: 'name' });
    // Replaced, not pushed: Back goes to the previous filter, not to page 2.
    expect(history.length).toBe(length);
    await act(async () => history.back());
    expect(router.state.location.search).toEqual({ brand: 'Peak' });
  });
});
