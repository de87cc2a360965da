import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { AccountsPage } from '@/features/accounts/accounts-page';
import { filterOptionsQuery } from '@/filters/options-query';
import { filterSchemas } from '@/filters/schemas';
import { preloadMap } from '@/ui/map/account-map';

export const Route = createFileRoute('/_authenticated/accounts')({
  validateSearch: filterSchemas.accounts,
  beforeLoad: ({ context }) => requireSection(context.session, 'accounts'),
  // The maplibre chunk starts downloading now, alongside the filter options and the data.
  loader: ({ context }) => {
    preloadMap();
    return context.queryClient.prefetchQuery(filterOptionsQuery('accounts'));
  },
  component: () => <AccountsPage />,
});
