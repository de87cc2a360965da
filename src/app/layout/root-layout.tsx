import { Outlet } from '@tanstack/react-router';

/** The root route: every page. The move to /login when a session ends: navigateToLoginOnSignOut. */
export function RootLayout() {
  return <Outlet />;
}
