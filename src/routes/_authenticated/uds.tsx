import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { EffortsPage } from '@/features/efforts/efforts-page';
import { effortsSearchSchema } from '@/features/efforts/view-state';
import { filterOptionsQuery } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/uds')({
  // The Time & Efforts filter plus the daily table's page (dropped when a filter is applied).
  validateSearch: effortsSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, 'timeEfforts'),
  // Warms the options while the route's code loads; never throws.
  loader: ({ context }) => context.queryClient.prefetchQuery(filterOptionsQuery('timeEfforts')),
  component: EffortsPage,
});
