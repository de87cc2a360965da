import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { can } from '@/api/contract/permissions';
import { requireSection } from '@/auth/route-guards';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { salesRequests } from '@/features/sales/queries';
import { SalesPage } from '@/features/sales/sales-page';
import { SALES_VIEW_KEYS, salesSearchSchema } from '@/features/sales/view-state';
import { warmFilterOptions } from '@/filters/options-query';
import { preloadMap } from '@/ui/map/preload-map';

export const Route = createFileRoute('/_authenticated/sales')({
  // The sales filter plus the page's view keys (metric, chart toggles, hidden series).
  validateSearch: salesSearchSchema,
  // Applying a filter navigates with the filter only: the view the user chose stays.
  search: { middlewares: [retainSearchParams(SALES_VIEW_KEYS)] },
  beforeLoad: ({ context }) => requireSection(context.session, 'sales'),
  // The map code and the panels' requests load next to the filter options; only the options
  // are awaited.
  loaderDeps: ({ search }) => sectionLoaderDeps('sales', search),
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'sales', salesRequests, deps.filter);
    const state = context.session.getState();
    if (state.status === 'signedIn' && can(state.user.permissions, 'sales', 'map')) preloadMap();
    return warmFilterOptions(context.queryClient, 'sales');
  },
  component: SalesPage,
});
