import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { SectionPage } from '@/ui/page/page-frame';

export const Route = createFileRoute('/_authenticated/reports')({
  beforeLoad: ({ context }) => requireSection(context.session, 'reports'),
  component: () => <SectionPage section="reports" />,
});
