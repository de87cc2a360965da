import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  TARGET_COPY_MONTHS_MAX,
  TARGET_METRICS,
  targetMetricLabel,
  type TargetMetric,
} from '@/api/contract/targets';
import type { AdminFilterOptions } from '@/api/contract/users';
import { today } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { formatMonth, monthOfDate } from '@/lib/months';
import { notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { Panel } from '@/ui/panel/panel';
import { metricTargetsQuery } from '@/ui/targets/targets-query';
import { TrashIcon } from './icons';
import {
  METRIC_TARGET_MESSAGES,
  TARGET_SCOPES,
  emptyMetricTargetForm,
  metricTargetErrors,
  metricTargetRequest,
  monthTargets,
  parseCopyMonths,
  scopeLabel,
  serverFieldError,
  type MetricTargetErrors,
  type MetricTargetFormValues,
  type TargetScope,
} from './metric-target-form';
import { useMetricTargetAction } from './metric-targets-queries';
import { userOptionsQuery } from './queries';
import { useSubmitLatch } from './submit-latch';

const METRIC_OPTIONS = TARGET_METRICS.map((m) => ({ value: m.key, label: m.label }));

/** The month picker speaks 'YYYY-MM-DD' (the 1st); the form holds 'YYYY-MM'. */
const pickerValue = (month: string | null) => (month ? `${month}-01` : null);

function MonthTargetsTable({ brand, month }: { brand: string; month: string }) {
  const targets = useQuery(metricTargetsQuery(brand));
  const action = useMetricTargetAction();
  const rows = monthTargets(targets.data ?? [], month);
  const caption = `Targets for ${formatMonth(month)}`;
  if (targets.isError) return <Text size="sm">The targets could not be loaded.</Text>;
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" data-month-targets="empty">
        No targets for {formatMonth(month)} yet.
      </Text>
    );
  return (
    <Table striped withTableBorder aria-label={caption} data-month-targets="list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Metric</Table.Th>
          <Table.Th>For</Table.Th>
          <Table.Th ta="right">Target</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((t) => {
          const name = `${targetMetricLabel(t.metric)}, ${scopeLabel(t)}`;
          return (
            <Table.Tr key={t.id}>
              <Table.Td>{targetMetricLabel(t.metric)}</Table.Td>
              <Table.Td>{scopeLabel(t)}</Table.Td>
              <Table.Td ta="right">{formatNumber(t.target)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete target ${name}`}
                  onClick={() =>
                    action.mutate(
                      { kind: 'delete', brand, id: t.id },
                      {
                        onSuccess: () => notifySuccess(METRIC_TARGET_MESSAGES.deleted),
                        onError: (error) => notifyFailure(error),
                      },
                    )
                  }
                >
                  <TrashIcon />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function CopyMonth({ brand, month }: { brand: string; month: string }) {
  const [months, setMonths] = useState<string | number>(1);
  const [error, setError] = useState<string | null>(null);
  const action = useMetricTargetAction();
  const latch = useSubmitLatch();
  const copy = () => {
    const n = parseCopyMonths(months);
    if (n === null) {
      setError(METRIC_TARGET_MESSAGES.months);
      return;
    }
    setError(null);
    if (!latch.tryEnter()) return;
    action.mutate(
      { kind: 'copy', body: { Brand: brand, Month: month, Months: n } },
      {
        onSuccess: () => notifySuccess(METRIC_TARGET_MESSAGES.copied(n)),
        onError: (e) => {
          const field = serverFieldError(e.message);
          if (field) setError(field.message);
          notifyFailure(e);
        },
        onSettled: latch.release,
      },
    );
  };
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label="Copy to the next months"
        description={`1 to ${TARGET_COPY_MONTHS_MAX}`}
        min={1}
        max={TARGET_COPY_MONTHS_MAX}
        clampBehavior="none"
        allowDecimal={false}
        value={months}
        onChange={setMonths}
        error={error}
        w={200}
      />
      <Button variant="light" onClick={copy} loading={action.isPending}>
        Copy {formatMonth(month)}
      </Button>
    </Group>
  );
}

function MetricTargetsForm({ options }: { options: AdminFilterOptions }) {
  const brands = options.brands.map((b) => b.name);
  const [values, setValues] = useState<MetricTargetFormValues>(() =>
    emptyMetricTargetForm(brands[0] ?? null, monthOfDate(today())),
  );
  const [errors, setErrors] = useState<MetricTargetErrors>({});
  const action = useMetricTargetAction();
  const latch = useSubmitLatch();
  const asms = useMemo(() => options.asms.map((a) => a.name), [options.asms]);
  const reps = useMemo(
    () =>
      [...new Set(options.asms.flatMap((a) => a.representatives))].sort((a, b) =>
        a.localeCompare(b, 'en-US'),
      ),
    [options.asms],
  );
  const set = (patch: Partial<MetricTargetFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A changed field no longer carries its old complaint.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof MetricTargetErrors];
      return next;
    });
  };

  const submit = () => {
    const found = metricTargetErrors(values);
    setErrors(found);
    const body = metricTargetRequest(values);
    if (!body || !latch.tryEnter()) return;
    // The input stays as typed whatever the answer: a refused save is corrected, not retyped.
    action.mutate(
      { kind: 'set', body },
      {
        onSuccess: () => notifySuccess(METRIC_TARGET_MESSAGES.saved),
        onError: (error) => {
          const field = serverFieldError(error.message);
          if (field) setErrors({ [field.field]: field.message });
          notifyFailure(error);
        },
        onSettled: latch.release,
      },
    );
  };

  return (
    <Stack gap="md">
      <form
        noValidate
        aria-label="Monthly target"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A month&apos;s target for a brand, or for one of its ASMs or representatives. Summary cards and
            charts pace against the brand&apos;s target; the representative tables against each one&apos;s
            own.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Select
              label="Brand"
              withAsterisk
              data={brands}
              value={values.brand}
              onChange={(brand) => set({ brand })}
              allowDeselect={false}
              error={errors.brand}
            />
            <MonthPickerInput
              label="Month"
              withAsterisk
              valueFormat="MMMM YYYY"
              value={pickerValue(values.month)}
              onChange={(date) => set({ month: date ? monthOfDate(date) : null })}
              error={errors.month}
            />
            <Select
              label="Metric"
              withAsterisk
              data={METRIC_OPTIONS}
              value={values.metric}
              onChange={(metric) => set({ metric: metric as TargetMetric | null })}
              error={errors.metric}
            />
            <Select
              label="For"
              data={TARGET_SCOPES}
              value={values.scope}
              onChange={(scope) => set({ scope: (scope as TargetScope | null) ?? 'brand' })}
              allowDeselect={false}
            />
            {values.scope === 'asm' ? (
              <Select
                label="ASM"
                withAsterisk
                data={asms}
                value={values.asm}
                onChange={(asm) => set({ asm })}
                searchable
                error={errors.asm}
              />
            ) : null}
            {values.scope === 'representative' ? (
              <Select
                label="Representative"
                withAsterisk
                data={reps}
                value={values.representative}
                onChange={(representative) => set({ representative })}
                searchable
                error={errors.representative}
              />
            ) : null}
            <NumberInput
              label="Target"
              withAsterisk
              min={0}
              clampBehavior="none"
              thousandSeparator=","
              value={values.target}
              onChange={(target) => set({ target })}
              error={errors.target}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={action.isPending}>
              Save target
            </Button>
          </Group>
        </Stack>
      </form>
      {values.brand && values.month ? (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {values.brand}, {formatMonth(values.month)}
          </Title>
          <MonthTargetsTable brand={values.brand} month={values.month} />
          <CopyMonth brand={values.brand} month={values.month} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Monthly targets, beside the UDS Target: the same people may set them (super admin plus target). */
export function MetricTargetsPanel() {
  const options = useQuery(userOptionsQuery());
  return (
    <Panel
      title="Monthly targets"
      name="admin-monthly-targets"
      permission={{ section: 'admin', key: 'target' }}
      query={options}
    >
      {(data) => <MetricTargetsForm options={data} />}
    </Panel>
  );
}
