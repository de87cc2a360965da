import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { sessionPermissions } from '@/auth/session';
import { AdminPage } from '@/features/admin/admin-page';
import { adminSearchSchema } from '@/features/admin/users-model';

export const Route = createFileRoute('/_authenticated/admin')({
  // The users table's sort (view state); defaults stay out of the URL.
  validateSearch: adminSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, 'admin'),
  // Not awaited: the page renders at once. The queries module is loaded with the page's code
  // (a dynamic import keeps the users contract out of the entry every page loads).
  loader: ({ context }) => {
    const permissions = sessionPermissions(context.session);
    void import('@/features/admin/queries')
      .then((m) => m.prefetchUsersTable(context.queryClient, permissions))
      .catch(() => undefined);
  },
  component: AdminPage,
});
