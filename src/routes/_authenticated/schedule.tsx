import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { SectionPage } from '@/ui/page/page-frame';

export const Route = createFileRoute('/_authenticated/schedule')({
  beforeLoad: ({ context }) => requireSection(context.session, 'schedule'),
  component: () => <SectionPage section="schedule" />,
});
