import { Outlet } from '@tanstack/react-router';
import { useSignOutNavigation } from '@/auth/session-context';

/** The root route: every page, plus the move to /login when a session ends. */
export function RootLayout() {
  useSignOutNavigation();
  return <Outlet />;
}
