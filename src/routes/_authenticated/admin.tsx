import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { AdminPage } from '@/features/admin/admin-page';
import { adminSearchSchema } from '@/features/admin/users-model';

export const Route = createFileRoute('/_authenticated/admin')({
  // The users table's sort (view state); defaults stay out of the URL.
  validateSearch: adminSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, 'admin'),
  component: AdminPage,
});
