import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { ManagementPage } from '@/features/management/management-page';
import { MANAGEMENT_VIEW_KEYS, managementSearchSchema } from '@/features/management/view-state';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { managementRequests } from '@/features/management/queries';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/management')({
  // The management filter plus the page's view keys (which table, each group's metric).
  validateSearch: managementSearchSchema,
  // Applying a filter navigates with the filter only: the view stays.
  search: { middlewares: [retainSearchParams(MANAGEMENT_VIEW_KEYS)] },
  beforeLoad: ({ context }) => requireSection(context.session, 'management'),
  // The selected table is part of the request; a metric select is not.
  loaderDeps: ({ search }) => ({ ...sectionLoaderDeps('management', search), view: search.view }),
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'management', managementRequests(deps.view), deps.filter);
    return warmFilterOptions(context.queryClient, 'management');
  },
  component: ManagementPage,
});
