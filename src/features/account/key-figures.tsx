import type { UseQueryOptions } from '@tanstack/react-query';
import { ACCOUNT_BLOCK_PERMISSIONS } from '@/api/contract/account';
import { can } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import type { FilterQueryKey } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';
import { useBaselineQuery } from '@/filters/use-comparison';
import { comparedSummary } from '@/ui/cards/compared-summary';
import { SummaryCards, type SummaryItem } from '@/ui/cards/summary-cards';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel, type PanelPermission } from '@/ui/panel/panel';
import { merchandisingFigures, salesFigures, visitFigures } from './account-model';
import classes from './account.module.css';
import type { accountPageRequests } from './queries';

type Requests = ReturnType<typeof accountPageRequests>;

/** A group of key figures: which of the page's requests it reads and the cards it makes of it. */
interface FigureGroup<T> {
  title: string;
  name: string;
  /** The block's own section permission; none for the Accounts figures the page itself needs. */
  permission?: PanelPermission;
  request: (requests: Requests) => Omit<PanelRequest<'accounts'>, 'query'> & {
    query: (params: RequestParams) => UseQueryOptions<T, Error, T, FilterQueryKey>;
  };
  itemsOf: (data: T) => SummaryItem[];
}

/** Declares a group, inferring its answer's type from the request it reads. */
const figureGroup = <T,>(group: FigureGroup<T>) => group;

/** The period's key figures: visits, sales and merchandising, each from its own section. */
const FIGURE_GROUPS = [
  figureGroup({
    title: 'Visits',
    name: 'account-visit-figures',
    request: (r) => r.profile,
    itemsOf: visitFigures,
  }),
  figureGroup({
    title: 'Sales figures',
    name: 'account-sales-figures',
    permission: ACCOUNT_BLOCK_PERMISSIONS.salesFigures,
    request: (r) => r.sales,
    itemsOf: salesFigures,
  }),
  figureGroup({
    title: 'Merchandising figures',
    name: 'account-merchandising-figures',
    permission: ACCOUNT_BLOCK_PERMISSIONS.merchandisingFigures,
    request: (r) => r.merchandising,
    itemsOf: merchandisingFigures,
  }),
];

/** One group of cards with the comparison the section filter offers (URL `compare`). */
function FiguresPanel<T>({
  group,
  requests,
  params,
}: {
  group: FigureGroup<T>;
  requests: Requests;
  params: RequestParams;
}) {
  const request = group.request(requests);
  const query = usePanelQuery('accounts', request, params);
  const permissions = usePermissions();
  const allowed =
    !group.permission || can(permissions, group.permission.section, group.permission.key as never);
  const baseline = useBaselineQuery('accounts', params, request.query, allowed);
  return (
    <Panel
      title={group.title}
      name={group.name}
      permission={group.permission}
      query={query}
      skeletonHeight={96}
    >
      {(data) => {
        const view = comparedSummary(group.itemsOf(data), baseline, group.itemsOf);
        return <SummaryCards items={view.items} compare={view.compare} label={group.title} />;
      }}
    </Panel>
  );
}

export function KeyFigures({ requests, params }: { requests: Requests; params: RequestParams }) {
  return (
    <div className={classes.figures}>
      {FIGURE_GROUPS.map((group) => (
        <FiguresPanel
          key={group.name}
          group={group as FigureGroup<unknown>}
          requests={requests}
          params={params}
        />
      ))}
    </div>
  );
}
