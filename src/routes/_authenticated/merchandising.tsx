import { createFileRoute } from '@tanstack/react-router';
import { can } from '@/api/contract/permissions';
import { requireSection } from '@/auth/route-guards';
import { MerchandisingPage } from '@/features/merchandising/merchandising-page';
import { filterOptionsQuery } from '@/filters/options-query';
import { filterSchemas } from '@/filters/schemas';
import { preloadMap } from '@/ui/map/preload-map';

export const Route = createFileRoute('/_authenticated/merchandising')({
  validateSearch: filterSchemas.merchandising,
  beforeLoad: ({ context }) => requireSection(context.session, 'merchandising'),
  // The map code loads next to the filter options; only the options are awaited.
  loader: ({ context }) => {
    const state = context.session.getState();
    if (state.status === 'signedIn' && can(state.user.permissions, 'merchandising', 'map')) preloadMap();
    return context.queryClient.prefetchQuery(filterOptionsQuery('merchandising'));
  },
  component: MerchandisingPage,
});
