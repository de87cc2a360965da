import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { MerchandisingPage } from '@/features/merchandising/merchandising-page';
import { merchandisingRequests } from '@/features/merchandising/queries';
import { MERCHANDISING_VIEW_KEYS, merchandisingSearchSchema } from '@/features/merchandising/view-state';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/merchandising')({
  // The merchandising filter plus the page's view keys (hidden placements, price sort).
  validateSearch: merchandisingSearchSchema,
  // Applying a filter navigates with the filter only: the view the user chose stays.
  search: { middlewares: [retainSearchParams(MERCHANDISING_VIEW_KEYS)] },
  beforeLoad: ({ context }) => requireSection(context.session, 'merchandising'),
  // The panels' requests start next to the filter options; only the options are awaited. The
  // map's code starts when its panel mounts (usePreloadMap), after the page's first paint.
  loaderDeps: ({ search }) => sectionLoaderDeps('merchandising', search),
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'merchandising', merchandisingRequests, deps.filter);
    return warmFilterOptions(context.queryClient, 'merchandising');
  },
  component: MerchandisingPage,
});
