import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { reportsRequests } from '@/features/reports/queries';
import { ReportsPage } from '@/features/reports/reports-page';
import { REPORTS_VIEW_KEYS, reportsSearchSchema } from '@/features/reports/view-state';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/reports')({
  // The reports filter plus the chosen scorecard file.
  validateSearch: reportsSearchSchema,
  // Applying a filter keeps the chosen file (another brand's id falls back to its first).
  search: { middlewares: [retainSearchParams([...REPORTS_VIEW_KEYS])] },
  beforeLoad: ({ context }) => requireSection(context.session, 'reports'),
  loaderDeps: ({ search }) => sectionLoaderDeps('reports', search),
  // Warms the options while the route's code loads (never throws); the summaries' requests
  // start as soon as they arrive.
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'reports', reportsRequests, deps.filter);
    return warmFilterOptions(context.queryClient, 'reports');
  },
  component: ReportsPage,
});
