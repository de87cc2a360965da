import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@/api/contract/users';
import { autoReportStatusQuery } from './queries';
import { deliveryLines } from './schedule-delivery-model';

/** The Email Schedule's "Delivery" block: last run, delivered or not, next run. */
export function ScheduleDeliveryStatus({ user }: { user: User }) {
  const query = useQuery(autoReportStatusQuery(user.login));
  const heading = (
    <Text component="h3" size="sm" fw={600} m={0}>
      Delivery
    </Text>
  );
  if (query.isError)
    return (
      <Stack gap={4}>
        {heading}
        <Group gap="sm">
          <Text size="sm" c="red.8">
            The delivery status could not be loaded.
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Group>
      </Stack>
    );
  if (!query.data)
    return (
      <Stack gap={4}>
        {heading}
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Loading the delivery status…</Text>
        </Group>
      </Stack>
    );
  const lines = deliveryLines(query.data, { hasSchedule: user.autoReport !== null, isActive: user.isActive });
  return (
    <Stack gap={4}>
      {heading}
      {lines.note ? (
        <Alert variant="light" color="gray" p="xs">
          <Text size="sm">{lines.note}</Text>
        </Alert>
      ) : null}
      <Text size="sm" c={lines.failed ? 'red.8' : undefined}>
        {lines.last}
      </Text>
      <Text size="sm">{lines.next}</Text>
    </Stack>
  );
}
