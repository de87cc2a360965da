import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { AccountPage } from '@/features/account/account-page';
import { isAccountId } from '@/features/account/account-id';
import { accountPageRequests } from '@/features/account/queries';
import { filterSchemas } from '@/filters/schemas';

export const Route = createFileRoute('/_authenticated/accounts_/$accountId')({
  // The Accounts filter; the page reads its brand and period (the account is the rest).
  validateSearch: filterSchemas.accounts,
  beforeLoad: ({ context }) => requireSection(context.session, 'accounts'),
  loaderDeps: ({ search }) => sectionLoaderDeps('accounts', search),
  // Not awaited: the page renders at once and its blocks find their requests in flight.
  loader: ({ context, deps, params }) => {
    if (isAccountId(params.accountId))
      startSectionRequests(context, 'accounts', accountPageRequests(params.accountId), deps.filter);
  },
  component: AccountPage,
});
