import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { SchedulePage } from '@/features/schedule/schedule-page';
import { SCHEDULE_VIEW_KEYS, scheduleSearchSchema } from '@/features/schedule/view-state';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/schedule')({
  // The schedule filter plus the page's view keys (hidden statuses, status tab, ASM sort and filter).
  validateSearch: scheduleSearchSchema,
  // Applying a filter (or Prev/Next Week) navigates with the filter only: the view stays.
  search: { middlewares: [retainSearchParams(SCHEDULE_VIEW_KEYS)] },
  beforeLoad: ({ context }) => requireSection(context.session, 'schedule'),
  loader: ({ context }) => warmFilterOptions(context.queryClient, 'schedule'),
  component: SchedulePage,
});
