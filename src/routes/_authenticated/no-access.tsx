import { createFileRoute } from '@tanstack/react-router';
import { NoAccessPage } from '@/app/layout/no-access-page';
import { requireNoSection } from '@/auth/route-guards';

/** A signed-in user without any section lands here instead of looping between redirects. */
export const Route = createFileRoute('/_authenticated/no-access')({
  beforeLoad: ({ context }) => requireNoSection(context.session),
  component: NoAccessPage,
});
