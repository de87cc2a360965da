import { createFileRoute } from '@tanstack/react-router';
import { redirectToLanding } from '@/auth/route-guards';

/** Any unknown path: the first permitted section, or login when signed out. */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ context, location }) => redirectToLanding(context.session, location.href),
});
