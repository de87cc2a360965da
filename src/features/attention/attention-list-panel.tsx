import { useMediaQuery } from '@mantine/hooks';
import { Badge, Chip, Group, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import {
  ATTENTION_PAGE_SIZE,
  ATTENTION_REASONS,
  ATTENTION_REASON_LABELS,
  type AttentionAccount,
  type AttentionList,
  type AttentionReason,
} from '@/api/contract/attention';
import type { RequestParams } from '@/api/contract/request-params';
import { AlertMeButton } from '@/ui/alerts/alert-me-button';
import { AccountLink } from '@/ui/links/account-link';
import { Panel } from '@/ui/panel/panel';
import { pageCountOf, useLastPageWhenPast } from '@/ui/table/server-paging';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { REASON_COLORS, formatDollars, priorityText, reasonText } from './attention-model';
import { attentionRequests } from './queries';
import type { AttentionView } from './view-state';
import { ServerPager } from '@/ui/table/server-pager';

export const LIST_TITLE = 'Accounts needing attention';
const ALL = 'all';

const pageCount = (total: number) => pageCountOf(total, ATTENTION_PAGE_SIZE);

const accountsWith = (data: AttentionList, reason: AttentionReason): number =>
  data.counts.find((c) => c.reason === reason)?.accounts ?? 0;

/**
 * One chip per reason with its count of accounts; choosing one shows only those accounts,
 * and offers an alert rule on that count.
 */
function ReasonFilter({
  data,
  reason,
  onReason,
}: {
  data: AttentionList;
  reason: AttentionReason | null;
  onReason: (reason: AttentionReason | null) => void;
}) {
  const count = (n: number) => n.toLocaleString('en-US');
  const labelId = useId();
  return (
    <Chip.Group
      multiple={false}
      value={reason ?? ALL}
      onChange={(value) => onReason(value === ALL ? null : (value as AttentionReason))}
    >
      <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
        <Text id={labelId} size="sm" fw={500}>
          Reason
        </Text>
        <Chip value={ALL} size="sm" data-reason-chip={ALL}>
          {`All ${count(data.flagged)}`}
        </Chip>
        {ATTENTION_REASONS.map((r) => (
          <Chip key={r} value={r} size="sm" data-reason-chip={r}>
            {`${ATTENTION_REASON_LABELS[r]} ${count(accountsWith(data, r))}`}
          </Chip>
        ))}
        {reason ? (
          <AlertMeButton
            section="attention"
            item={{
              key: reason,
              label: ATTENTION_REASON_LABELS[reason],
              value: accountsWith(data, reason),
            }}
          />
        ) : null}
      </Group>
    </Chip.Group>
  );
}

function ReasonBadges({ account }: { account: AttentionAccount }) {
  return (
    <Group gap={4}>
      {account.reasons.map((detail) => (
        <Badge
          key={detail.reason}
          variant="dot"
          color={REASON_COLORS[detail.reason]}
          size="md"
          tt="none"
          fw={500}
          data-reason={detail.reason}
        >
          {reasonText(detail)}
        </Badge>
      ))}
    </Group>
  );
}

function AttentionTable({ data, params }: { data: AttentionList; params: RequestParams }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs" data-attention-table>
        <Table.Caption>Accounts needing attention, highest priority first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Reasons</Table.Th>
            <Table.Th ta="right">Sales at risk</Table.Th>
            <Table.Th>Representative</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.accounts.map((account) => (
            <Table.Tr key={account.id} data-attention-row={account.id}>
              <Table.Td>
                <AccountLink id={account.id} params={params}>
                  {account.name}
                </AccountLink>
                <Text size="xs" c="dimmed">
                  {account.address}
                </Text>
              </Table.Td>
              <Table.Td>
                <ReasonBadges account={account} />
              </Table.Td>
              <Table.Td ta="right">{formatDollars(account.salesAtRisk)}</Table.Td>
              <Table.Td>{account.representative}</Table.Td>
              <Table.Td>{account.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Under 640 px: one block per account (a table would hide the reasons off to the side). */
function AttentionCards({ data, params }: { data: AttentionList; params: RequestParams }) {
  return (
    <Stack
      component="ol"
      gap={0}
      p={0}
      m={0}
      aria-label="Accounts needing attention, highest priority first"
      style={{ listStyle: 'none' }}
    >
      {data.accounts.map((account) => (
        <Stack
          component="li"
          key={account.id}
          gap={4}
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          data-attention-row={account.id}
        >
          <AccountLink id={account.id} params={params}>
            {account.name}
          </AccountLink>
          <Text size="xs" c="dimmed">
            {account.address}
          </Text>
          <ReasonBadges account={account} />
          <Text size="xs">
            {`Sales at risk ${formatDollars(account.salesAtRisk)} · ${account.representative} · ${account.status}`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

interface Props {
  params: RequestParams;
  view: AttentionView;
  onReason: (reason: AttentionReason | null) => void;
  onPage: (page: number) => void;
  /** The rules' controls, the map toggle and the download, above the list. */
  tools: React.ReactNode;
}

/**
 * The accounts that need attention for the filter: counts per reason (the reason filter),
 * then one page of accounts in the stated priority, each a link to its page.
 */
export function AttentionListPanel({ params, view, onReason, onPage, tools }: Props) {
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  const query = usePanelQuery('accounts', attentionRequests(view).list, params);
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  useLastPageWhenPast(view.page, total === undefined ? undefined : pageCount(total), onPage);
  return (
    <Panel
      title={LIST_TITLE}
      name="attention-list"
      permission={{ section: 'accounts', key: 'attention' }}
      query={query}
      skeletonHeight={480}
    >
      {(data) => {
        const pages = pageCount(data.total);
        return (
          <Stack gap="sm">
            {tools}
            <ReasonFilter data={data} reason={view.reason} onReason={onReason} />
            <Text size="sm" data-count={data.total}>
              {data.total === 0
                ? 'No account needs attention for this filter.'
                : `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'account' : 'accounts'} as of ${data.asOf}. ${priorityText(data.asOf)}`}
            </Text>
            {data.total === 0 ? null : narrow ? (
              <AttentionCards data={data} params={params} />
            ) : (
              <AttentionTable data={data} params={params} />
            )}
            <ServerPager
              label="Needs attention pages"
              pages={pages}
              page={Math.min(view.page, pages)}
              onChange={onPage}
            />
          </Stack>
        );
      }}
    </Panel>
  );
}
