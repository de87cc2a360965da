import { createFileRoute } from '@tanstack/react-router';
import { redirectToLanding } from '@/auth/route-guards';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context, location }) => redirectToLanding(context.session, location.href),
});
