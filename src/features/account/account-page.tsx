import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isApiError } from '@/api/errors';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { FilterBoard } from '@/filters/board/filter-board';
import { useComparison } from '@/filters/use-comparison';
import { useSectionFilter } from '@/filters/use-section-filter';
import { accountPageSearch } from '@/ui/links/account-link';
import { PageFrame } from '@/ui/page/page-frame';
import { PageTools } from '@/ui/page/page-tools';
import { usePrefetchRequests } from '@/ui/page/use-panel-requests';
import { AccountBriefButton } from './account-brief-button';
import { isAccountId } from './account-id';
import { AccountHeaderPanel } from './account-header-panel';
import { periodOnlyBoard } from './board-permissions';
import { MerchandisingHistoryPanel, StatusHistoryPanel, VisitTimelinePanel } from './history-panels';
import { KeyFigures } from './key-figures';
import { AccountPhotosPanel } from './photos-panel';
import { accountPageRequests } from './queries';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import { PanelCodeLoading } from '@/ui/panel/panel-code-loading';
import { SectionLinksPanel } from './section-links';

const route = getRouteApi('/_authenticated/accounts_/$accountId');

/** The sales charts are their own chunk (recharts), so the page draws without waiting for it. */
const AccountSalesPanels = lazyComponent(() =>
  import('./account-sales-panels').then((m) => m.AccountSalesPanels),
);

export const NOT_FOUND_TITLE = 'Account not found';

/** An id the brand's accounts do not hold, or one the user may not see: the API's 404 / 403 / 400. */
const isNotFound = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.status ?? 0);

/** Back to the Accounts section, with the brand and period the page had. */
function BackToAccounts({ params }: { params: RequestParams | null }) {
  return (
    <Link to="/accounts" search={(params ? accountPageSearch(params) : {}) as never} data-back-to-accounts>
      Back to Accounts
    </Link>
  );
}

/** An unknown or forbidden id: a page that says so, with a way back, never an error page. */
function AccountNotFound({ params }: { params: RequestParams | null }) {
  return (
    <PageFrame title={NOT_FOUND_TITLE}>
      <Alert color="gray" variant="light" data-account-not-found>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">No account with this id is shown for the brand you chose.</Text>
          <BackToAccounts params={params} />
        </Stack>
      </Alert>
    </PageFrame>
  );
}

function AccountView({ id }: { id: string }) {
  const filter = useSectionFilter('accounts');
  const permissions = usePermissions();
  const boardPermissions = useMemo(() => periodOnlyBoard(permissions), [permissions]);
  const comparison = useComparison('accounts');
  const requests = useMemo(() => accountPageRequests(id), [id]);
  const onPrefetch = usePrefetchRequests('accounts', requests);
  const params = filter.status === 'ready' ? filter.params : null;
  const profile = useQuery({ ...requests.profile.query(params ?? {}), enabled: params !== null });
  if (profile.isError && isNotFound(profile.error)) return <AccountNotFound params={params} />;
  return (
    <PageFrame
      title={profile.data?.name ?? 'Account'}
      actions={
        <>
          {params ? <AccountBriefButton id={id} params={params} compare={comparison.mode} /> : null}
          <PageTools />
        </>
      }
    >
      <BackToAccounts params={params} />
      <FilterBoard
        filter={filter}
        permissions={boardPermissions}
        onPrefetch={onPrefetch}
        comparison={comparison}
      />
      {params ? (
        <>
          <AccountHeaderPanel query={profile} />
          <KeyFigures requests={requests} params={params} />
          <AccountSalesPanels fallback={<PanelCodeLoading />} requests={requests} params={params} />
          <VisitTimelinePanel requests={requests} params={params} />
          <MerchandisingHistoryPanel requests={requests} params={params} />
          <AccountPhotosPanel requests={requests} params={params} />
          <StatusHistoryPanel requests={requests} params={params} />
          {profile.data ? <SectionLinksPanel account={profile.data} params={params} /> : null}
        </>
      ) : null}
    </PageFrame>
  );
}

/**
 * One account's page: everything about one store for the brand and period in the URL,
 * each block from its section, shown with that section's permission and failing alone.
 */
export function AccountPage() {
  const { accountId } = route.useParams();
  if (!isAccountId(accountId)) return <AccountNotFound params={null} />;
  return <AccountView id={accountId} />;
}
