import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { ManagementPage } from '@/features/management/management-page';
import { MANAGEMENT_VIEW_KEYS, managementSearchSchema } from '@/features/management/view-state';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/management')({
  // The management filter plus the page's view keys (which table, each group's metric).
  validateSearch: managementSearchSchema,
  // Applying a filter navigates with the filter only: the view stays.
  search: { middlewares: [retainSearchParams(MANAGEMENT_VIEW_KEYS)] },
  beforeLoad: ({ context }) => requireSection(context.session, 'management'),
  loader: ({ context }) => warmFilterOptions(context.queryClient, 'management'),
  component: ManagementPage,
});
