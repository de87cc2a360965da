import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { AccountsPage } from '@/features/accounts/accounts-page';
import { accountsRequests } from '@/features/accounts/queries';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { accountsSearchSchema } from '@/features/accounts/view-state';

export const Route = createFileRoute('/_authenticated/accounts')({
  // The accounts filter plus the open map pin (`account`).
  validateSearch: accountsSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, 'accounts'),
  loaderDeps: ({ search }) => sectionLoaderDeps('accounts', search),
  // Not awaited: the page (filter skeleton first) renders at once while the filter options and
  // then the panels' data load. Failures surface in the page's own queries.
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'accounts', accountsRequests, deps.filter);
  },
  component: () => <AccountsPage />,
});
