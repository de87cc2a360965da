import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { requireSignedIn } from '@/auth/route-guards';

/** Every signed-in page sits under this pathless layout: the guard, then the shell. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  component: AppLayout,
});
