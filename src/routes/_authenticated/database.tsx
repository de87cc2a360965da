import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { SectionPage } from '@/ui/page/page-frame';

export const Route = createFileRoute('/_authenticated/database')({
  beforeLoad: ({ context }) => requireSection(context.session, 'database'),
  component: () => <SectionPage section="database" />,
});
