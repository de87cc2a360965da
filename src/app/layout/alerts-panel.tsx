import { Anchor, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatNumber } from '@/lib/format';
import { firedAlertsQuery, useMarkRead } from '@/ui/alerts/alert-queries';

/**
 * The bell's list: the latest fired alerts, newest first. An entry opens its section with
 * the rule's filter (and counts as read); each unread one can be marked read.
 */
export function AlertsPanel({ onClose }: { onClose: () => void }) {
  const fired = useQuery(firedAlertsQuery());
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const alerts = fired.data?.alerts ?? [];
  return (
    <Drawer
      opened
      onClose={onClose}
      title="Alerts"
      position="right"
      size={380}
      closeButtonProps={{ 'aria-label': 'Close alerts' }}
    >
      <Stack gap="sm" data-alerts-panel>
        <Group justify="space-between">
          <Anchor component={Link} to="/alerts" size="sm" onClick={onClose}>
            Alert rules
          </Anchor>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!fired.data?.unread}
            onClick={() => markRead.mutate(undefined)}
          >
            Mark all read
          </Button>
        </Group>
        {fired.isError ? (
          <Group gap="xs">
            <Text size="sm" c="red.8">
              The alerts could not be loaded.
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => void fired.refetch()}>
              Retry
            </Button>
          </Group>
        ) : null}
        {fired.data && alerts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No alerts yet. Use "Alert me" on a summary card to be told when its number turns.
          </Text>
        ) : null}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Fired alerts">
          {alerts.map((alert) => (
            <li key={alert.id} data-fired-alert={alert.id} data-read={alert.read}>
              <Stack gap={2}>
                <Anchor
                  href={alert.scope}
                  fw={alert.read ? 400 : 700}
                  size="sm"
                  onClick={(event) => {
                    event.preventDefault();
                    if (!alert.read) markRead.mutate(alert.id);
                    onClose();
                    void navigate({ href: alert.scope });
                  }}
                >
                  {alert.description}
                </Anchor>
                <Group gap="xs" justify="space-between">
                  <Text size="xs" c="dimmed">
                    {alert.value === null ? 'No value' : `Value ${formatNumber(alert.value)}`} ·{' '}
                    {new Date(alert.at).toLocaleString()}
                  </Text>
                  {alert.read ? null : (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`Mark read: ${alert.description}`}
                      onClick={() => markRead.mutate(alert.id)}
                    >
                      Mark read
                    </Button>
                  )}
                </Group>
              </Stack>
            </li>
          ))}
        </Stack>
      </Stack>
    </Drawer>
  );
}
