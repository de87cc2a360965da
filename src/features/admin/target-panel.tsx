import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BRAND_TARGET_MAX, BRAND_TARGET_MIN } from '@/api/contract/brands';
import type { AdminFilterOptions } from '@/api/contract/users';
import { notifyError, notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { today } from '@/lib/dates';
import { Panel } from '@/ui/panel/panel';
import { useSetTarget } from './brands-queries';
import { userOptionsQuery } from './queries';
import { useSubmitLatch } from './submit-latch';
import {
  TARGET_NOTICES,
  emptyTargetForm,
  isTargetValid,
  normaliseTargetAmount,
  targetRequest,
  type TargetFormValues,
} from './target-form';

function TargetForm({ options }: { options: AdminFilterOptions }) {
  const [values, setValues] = useState<TargetFormValues>(emptyTargetForm);
  // The amount as typed; normalised on leaving the field and on Save.
  const [amount, setAmount] = useState<string | number>(values.target);
  const save = useSetTarget();
  const latch = useSubmitLatch();
  const limits = { today: today(), earliest: options.targetEarliestDate };
  const reps = useMemo(
    () => options.representatives.map((r) => ({ value: String(r.id), label: r.name })),
    [options.representatives],
  );
  const set = (patch: Partial<TargetFormValues>) => setValues((v) => ({ ...v, ...patch }));

  // The amount field shows the normalised number, and the form holds it.
  const settleAmount = (): number => {
    const target = normaliseTargetAmount(amount);
    setAmount(target);
    set({ target });
    return target;
  };

  const submit = () => {
    const next = { ...values, target: settleAmount() };
    if (!isTargetValid(next, limits)) {
      notifyError(TARGET_NOTICES.invalid);
      return;
    }
    if (!latch.tryEnter()) return;
    save.mutate(targetRequest(next), {
      onSuccess: () => notifySuccess(TARGET_NOTICES.saved),
      onError: (error) => notifyFailure(error),
      onSettled: latch.release,
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The weekly new-account target (0 to 10) of the chosen representatives for the chosen brands, from
          the date on; Time &amp; Efforts compares it with the accounts they open.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Brands"
            withAsterisk
            data={options.brands.map((b) => b.name)}
            value={values.brands}
            onChange={(brands) => set({ brands })}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear brands' }}
          />
          <MultiSelect
            label="Representatives"
            withAsterisk
            data={reps}
            value={values.representatives}
            onChange={(representatives) => set({ representatives })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Clear representatives' }}
          />
          <DatePickerInput
            label="Date"
            withAsterisk
            valueFormat="YYYY-MM-DD"
            minDate={limits.earliest}
            maxDate={limits.today}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear date' }}
            value={values.date}
            onChange={(date) => set({ date })}
          />
          <NumberInput
            label="Target"
            min={BRAND_TARGET_MIN}
            max={BRAND_TARGET_MAX}
            clampBehavior="none"
            value={amount}
            onChange={setAmount}
            onBlur={settleAmount}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Target (SPEC.md section 2): super admins with the target permission only. */
export function TargetPanel() {
  const options = useQuery(userOptionsQuery());
  return (
    <Panel
      title="Target"
      name="admin-target"
      permission={{ section: 'admin', key: 'target' }}
      query={options}
    >
      {(data) => <TargetForm options={data} />}
    </Panel>
  );
}
