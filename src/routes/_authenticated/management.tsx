import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { ManagementPage } from '@/features/management/management-page';
import {
  MANAGEMENT_RETAINED_VIEW_KEYS,
  managementSearchSchema,
  readViewSearch,
} from '@/features/management/view-state';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { managementRequests } from '@/features/management/queries';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/management')({
  // The management filter plus the page's view keys (which table, each group's metric and page).
  validateSearch: managementSearchSchema,
  // Applying a filter navigates with the filter only: the view and metrics stay, each
  // table's page starts over.
  search: { middlewares: [retainSearchParams(MANAGEMENT_RETAINED_VIEW_KEYS)] },
  beforeLoad: ({ context }) => requireSection(context.session, 'management'),
  // The selected view and each table's metric and page are part of its request.
  loaderDeps: ({ search }) => ({
    ...sectionLoaderDeps('management', search),
    tables: readViewSearch(search),
  }),
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'management', managementRequests(deps.tables), deps.filter);
    return warmFilterOptions(context.queryClient, 'management');
  },
  component: ManagementPage,
});
