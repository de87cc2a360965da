import { Alert, Button } from '@mantine/core';
import { useMemo } from 'react';
import { useSessionUser } from '@/auth/session-context';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionFilter } from '@/filters/use-section-filter';
import { SectionPage } from '@/ui/page/page-frame';
import { databaseBoardPermissions, showsDatabaseFilter } from './access';
import { MasterListDownloadPanel, MasterListPreviewPanel } from './master-list-panels';

/**
 * The Database page: the account filter (only with a Database filter permission; Data
 * Source for admins only), the Master Accounts List download and a preview of the list.
 */
export function DatabasePage() {
  const filter = useSectionFilter('database');
  const user = useSessionUser();
  const boardPermissions = useMemo(() => databaseBoardPermissions(user), [user]);
  const showFilter = showsDatabaseFilter(user);

  return (
    <SectionPage section="database">
      {showFilter ? (
        <FilterBoard filter={filter} permissions={boardPermissions} />
      ) : filter.status === 'error' ? (
        <Alert color="red" title="The filters could not be loaded." role="alert">
          <Button variant="light" color="red" size="xs" mt="xs" onClick={filter.retry}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={boardPermissions}>
          <MasterListDownloadPanel params={filter.params} />
          <MasterListPreviewPanel params={filter.params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
