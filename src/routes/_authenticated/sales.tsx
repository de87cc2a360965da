import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { salesRequests } from '@/features/sales/queries';
import { SalesPage } from '@/features/sales/sales-page';
import { SALES_VIEW_KEYS, salesSearchSchema } from '@/features/sales/view-state';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/sales')({
  // The sales filter plus the page's view keys (metric, chart toggles, hidden series).
  validateSearch: salesSearchSchema,
  // Applying a filter navigates with the filter only: the view the user chose stays.
  search: { middlewares: [retainSearchParams(SALES_VIEW_KEYS)] },
  beforeLoad: ({ context }) => requireSection(context.session, 'sales'),
  // The panels' requests start next to the filter options; only the options are awaited. The
  // map's code starts when its panel mounts (usePreloadMap), after the page's first paint.
  loaderDeps: ({ search }) => sectionLoaderDeps('sales', search),
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'sales', salesRequests, deps.filter);
    return warmFilterOptions(context.queryClient, 'sales');
  },
  component: SalesPage,
});
