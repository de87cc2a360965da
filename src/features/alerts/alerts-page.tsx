import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALERT_FREQUENCY_LABELS, type AlertRule, type AlertRuleInput } from '@/api/contract/alerts';
import { isApiError } from '@/api/errors';
import { formatNumber } from '@/lib/format';
import { AlertRuleForm } from '@/ui/alerts/alert-rule-form';
import { alertRulesQuery, useRuleChange } from '@/ui/alerts/alert-queries';
import { PageFrame } from '@/ui/page/page-frame';
import { Panel } from '@/ui/panel/panel';
import { checkSummary, inputOf } from './alerts-model';

/**
 * The user's alert rules: each in words, its filter as a link, how often it is checked, who
 * is told and its latest checks; paused or resumed, edited, checked now or deleted here.
 */
export function AlertsPage() {
  const query = useQuery(alertRulesQuery());
  return (
    <PageFrame title="Alert rules">
      <Text size="sm" c="dimmed">
        Made with "Alert me" on a summary card or a Needs attention reason. A rule is checked daily or weekly
        (Mondays) at 06:00; its alert fires once when the condition becomes true, and again only after a check
        found it false.
      </Text>
      <Panel title="Your rules" name="alert-rules" query={query} skeletonHeight={160}>
        {(data) =>
          data.rules.length === 0 ? (
            <Text size="sm" c="dimmed">
              No alert rules yet.
            </Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rules">
              {data.rules.map((rule) => (
                <RuleCard key={rule.id} rule={rule} />
              ))}
            </Stack>
          )
        }
      </Panel>
    </PageFrame>
  );
}

function RuleCard({ rule }: { rule: AlertRule }) {
  const change = useRuleChange();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const last = rule.history[0];
  const input: AlertRuleInput = inputOf(rule);
  const error = change.error
    ? isApiError(change.error)
      ? change.error.message
      : String(change.error)
    : null;
  return (
    <Paper component="li" withBorder p="md" data-alert-rule={rule.id} data-paused={rule.paused}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h5">
            {rule.description}
          </Title>
          {/* Outline in the dark shades: the light variant's small text is under 4.5:1. */}
          <Badge color={rule.paused ? 'gray.7' : 'teal.9'} variant="outline" style={{ flex: 'none' }}>
            {rule.paused ? 'Paused' : 'Active'}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Filter: <Anchor href={rule.scope}>{rule.scope}</Anchor>
        </Text>
        <Text size="sm">
          Checked {ALERT_FREQUENCY_LABELS[rule.frequency].toLowerCase()} ·{' '}
          {rule.recipients.length > 0 ? `E-mailed to ${rule.recipients.join(', ')}` : 'Bell only'}
        </Text>
        <Text size="sm" data-last-check={last ? String(last.met) : ''}>
          {last ? `Last check: ${checkSummary(last)}` : 'Not checked yet'}
        </Text>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`${rule.paused ? 'Resume' : 'Pause'}: ${rule.description}`}
            onClick={() =>
              change.mutate({ kind: 'update', id: rule.id, input: { ...input, Paused: !rule.paused } })
            }
          >
            {rule.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Edit: ${rule.description}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Check now: ${rule.description}`}
            loading={change.isPending && change.variables?.kind === 'check'}
            onClick={() => change.mutate({ kind: 'check', id: rule.id })}
          >
            Check now
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`History: ${rule.description}`}
            aria-expanded={showHistory}
            onClick={() => setShowHistory((v) => !v)}
          >
            History
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            color="red"
            aria-label={`Delete: ${rule.description}`}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </Group>
        {showHistory ? <History rule={rule} /> : null}
      </Stack>
      {editing ? <AlertRuleForm id={rule.id} initial={input} onClose={() => setEditing(false)} /> : null}
      <Modal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Delete alert rule"
        size={570}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text size="sm">Delete the rule "{rule.description}" and its history?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() =>
                change.mutate({ kind: 'delete', id: rule.id }, { onSettled: () => setDeleting(false) })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function History({ rule }: { rule: AlertRule }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table fz="sm" aria-label={`Checks of ${rule.description}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Checked</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Previous period</Table.Th>
            <Table.Th>Met</Table.Th>
            <Table.Th>Fired</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rule.history.map((check) => (
            <Table.Tr key={check.at}>
              <Table.Td>{new Date(check.at).toLocaleString()}</Table.Td>
              <Table.Td>
                {check.error ?? (check.value === null ? 'No value' : formatNumber(check.value))}
              </Table.Td>
              <Table.Td>{check.baseline === null ? '' : formatNumber(check.baseline)}</Table.Td>
              <Table.Td>{check.met ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{check.fired ? 'Yes' : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
