import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { RequestParams } from '@/api/contract/request-params';
import { useCan } from '@/auth/session-context';
import { useBaselineQuery } from '@/filters/use-comparison';
import { comparedSummary } from '@/ui/cards/compared-summary';
import { SummaryCards, type SummaryItem } from '@/ui/cards/summary-cards';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel, type PanelPermission, type PanelQuery } from '@/ui/panel/panel';
import { merchandisingFigures, salesFigures, visitFigures } from './account-model';
import { ACCOUNT_BLOCK_PERMISSIONS } from '@/api/contract/account';
import classes from './account.module.css';
import type { accountPageRequests } from './queries';

type Requests = ReturnType<typeof accountPageRequests>;

/** One block of key figures with the comparison the section filter offers (URL `compare`). */
function FiguresPanel<T, K extends QueryKey>({
  title,
  name,
  permission,
  query,
  params,
  factory,
  enabled,
  itemsOf,
}: {
  title: string;
  name: string;
  permission?: PanelPermission;
  query: PanelQuery<T>;
  params: RequestParams;
  factory: (params: RequestParams) => UseQueryOptions<T, Error, T, K>;
  enabled: boolean;
  itemsOf: (data: T) => SummaryItem[];
}) {
  const baseline = useBaselineQuery('accounts', params, factory, enabled);
  return (
    <Panel title={title} name={name} permission={permission} query={query} skeletonHeight={96}>
      {(data) => {
        const view = comparedSummary(itemsOf(data), baseline, itemsOf);
        return <SummaryCards items={view.items} compare={view.compare} label={title} />;
      }}
    </Panel>
  );
}

/** The period's key figures: visits, sales and merchandising, each from its own section. */
export function KeyFigures({ requests, params }: { requests: Requests; params: RequestParams }) {
  const visits = usePanelQuery('accounts', requests.profile, params);
  const sales = usePanelQuery('accounts', requests.sales, params);
  const merch = usePanelQuery('accounts', requests.merchandising, params);
  const salesAllowed = useCan('sales', ACCOUNT_BLOCK_PERMISSIONS.salesFigures.key);
  const merchAllowed = useCan('merchandising', ACCOUNT_BLOCK_PERMISSIONS.merchandisingFigures.key);
  return (
    <div className={classes.figures}>
      <FiguresPanel
        title="Visits"
        name="account-visit-figures"
        query={visits}
        params={params}
        factory={requests.profile.query}
        enabled
        itemsOf={visitFigures}
      />
      <FiguresPanel
        title="Sales figures"
        name="account-sales-figures"
        permission={ACCOUNT_BLOCK_PERMISSIONS.salesFigures}
        query={sales}
        params={params}
        factory={requests.sales.query}
        enabled={salesAllowed}
        itemsOf={salesFigures}
      />
      <FiguresPanel
        title="Merchandising figures"
        name="account-merchandising-figures"
        permission={ACCOUNT_BLOCK_PERMISSIONS.merchandisingFigures}
        query={merch}
        params={params}
        factory={requests.merchandising.query}
        enabled={merchAllowed}
        itemsOf={merchandisingFigures}
      />
    </div>
  );
}
