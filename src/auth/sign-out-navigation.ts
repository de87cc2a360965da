import type { AnyRouter } from '@tanstack/react-router';
import { loginSearchFor } from './guards';
import type { Session } from './session';

/**
 * Goes to the login page whenever a signed-in session ends: plain /login after Log Out,
 * /login?redirect=<here> after a 401 so the user can pick up where they were. Returns the
 * unsubscribe.
 *
 * Subscribed where the router is made, not in a route component: a 401 can arrive while
 * the first page is still loading (a route loader's call), before any route component has
 * mounted; a listener registered by a component would miss it and leave a blank page
 * (found by the fault suite, e2e/faults.spec.ts).
 */
export function navigateToLoginOnSignOut(session: Session, router: AnyRouter): () => void {
  return session.onSignOut((reason) => {
    const search = reason === 'expired' ? loginSearchFor(router.state.location.href) : {};
    // Loader results cached by the router belong to the old session as much as queries do.
    void router.navigate({ to: '/login', search }).then(() => router.clearCache());
  });
}
