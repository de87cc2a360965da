import {
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Pill,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  type ComboboxRenderPillInput,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  REPEAT_PERIODS,
  AUTO_REPORT_EXAMPLE_FAILURE,
  type AdminFilterOptions,
  type User,
} from '@/api/contract/users';
import { downloadFailureMessage } from '@/api/download';
import { isAbortError } from '@/api/errors';
import { notifyError, notifyFailure, notifySuccess } from '@/ui/notify/notify';
import { ListControl } from '@/filters/board/controls';
import { today } from '@/lib/dates';
import {
  MAX_EMAIL_TAGS,
  MAX_PERIODS,
  METRIC_OPTIONS,
  SECONDARY_PHOTO_TYPES,
  WEEKDAYS,
  WEEKDAY_NUMBERS,
  endModePatch,
  formToSchedule,
  preventEnterSubmit,
  scheduleFormSchema,
  scheduleToForm,
  splitEmails,
  type PhotoChoice,
  type ScheduleFormValues,
} from './email-schedule-form';
import { useTestReport, useUserAction } from './queries';
import { ScheduleDeliveryStatus } from './schedule-delivery-status';
import { useSubmitLatch } from './submit-latch';
import { CLOSE_BUTTON } from './user-form-dialog';
import { compareText } from '@/lib/compare';

export const SCHEDULE_MODAL_WIDTH = 600;

const PERIOD_LABELS = { day: 'Day', week: 'Week', month: 'Month' } as const;
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const FILTER_LISTS = [
  ['chains', 'Chains', 'chains'],
  ['banners', 'Banners', 'banners'],
  ['channels', 'Channels', 'channels'],
  ['regions', 'Regions', 'regions'],
  ['counties', 'Counties', 'counties'],
  ['areas', 'Areas', 'areas'],
  ['accountReps', 'Account reps', 'accountReps'],
] as const;

/** The union of a per-brand list over the user's brands. */
const optionsFor = (record: Record<string, string[]> | undefined, brands: readonly string[]): string[] =>
  [...new Set(brands.flatMap((b) => record?.[b] ?? []))].sort(compareText);

/** To and CC: free-text tags split on comma or space, at most three shown, then '+N'. */
function EmailTags({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const renderPill = ({ value: item, onRemove }: ComboboxRenderPillInput) => {
    const index = item === undefined ? -1 : value.indexOf(item);
    if (index < 0 || index > MAX_EMAIL_TAGS) return null;
    if (index === MAX_EMAIL_TAGS) {
      const hidden = value.length - MAX_EMAIL_TAGS;
      return (
        <Pill title={value.slice(MAX_EMAIL_TAGS).join(', ')}>
          +{hidden}
          <VisuallyHidden> more</VisuallyHidden>
        </Pill>
      );
    }
    return (
      <Pill withRemoveButton onRemove={onRemove} removeButtonProps={{ 'aria-label': `Remove ${item}` }}>
        {item}
      </Pill>
    );
  };
  return (
    <TagsInput
      label={label}
      value={value}
      onChange={(next) => onChange(splitEmails(next))}
      splitChars={[',', ' ']}
      acceptValueOnBlur
      clearable
      renderPill={renderPill}
      placeholder={value.length === 0 ? 'name@example.com' : undefined}
    />
  );
}

function PhotoChoices({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: PhotoChoice;
  onChange: (value: PhotoChoice) => void;
}) {
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>
        {legend}
      </Text>
      <Group gap="md">
        <Checkbox
          label="Before merchandising"
          checked={value.before}
          onChange={(e) => onChange({ ...value, before: e.currentTarget.checked })}
        />
        <Checkbox
          label="Primary placement"
          checked={value.after}
          onChange={(e) => onChange({ ...value, after: e.currentTarget.checked })}
        />
        <Checkbox
          label="Secondary placement"
          checked={value.secondary}
          onChange={(e) =>
            onChange({
              ...value,
              secondary: e.currentTarget.checked,
              secondaryTypes: e.currentTarget.checked ? value.secondaryTypes : [],
            })
          }
        />
      </Group>
      {value.secondary ? (
        <MultiSelect
          label={`${legend}: secondary placement types`}
          data={[...SECONDARY_PHOTO_TYPES]}
          value={value.secondaryTypes}
          onChange={(secondaryTypes) => onChange({ ...value, secondaryTypes })}
          placeholder={value.secondaryTypes.length === 0 ? 'All' : undefined}
          clearable
        />
      ) : null}
    </Stack>
  );
}

/**
 * Email Schedule (SPEC.md sections 3, 4, 5 and 9): the user's AutoReportInfo. Saving closes
 * the dialog, then sends; the Test button builds the example PDF from the current values
 * and saves it, leaving the dialog open.
 */
export function useEmailScheduleDialog(options: AdminFilterOptions | undefined) {
  const [user, setUser] = useState<User | null>(null);
  const [opened, setOpened] = useState(false);
  const action = useUserAction();
  const latch = useSubmitLatch();
  const test = useTestReport();
  const form = useForm<ScheduleFormValues>({
    mode: 'controlled',
    initialValues: scheduleToForm(null, today()),
    validate: (values) => schemaResolver(scheduleFormSchema(today()), { sync: true })(values),
  });

  const open = (target: User) => {
    form.setValues(scheduleToForm(target.autoReport, today()));
    form.clearErrors();
    setUser(target);
    setOpened(true);
  };

  const submit = form.onSubmit((values) => {
    if (!user || !latch.tryEnter()) return;
    setOpened(false);
    action.mutate(
      { kind: 'schedule', login: user.login, report: formToSchedule(values) },
      {
        onSuccess: () => notifySuccess('Report has been successfully scheduled!'),
        onError: (error) => {
          notifyFailure(error);
          setOpened(true);
        },
        onSettled: latch.release,
      },
    );
  });

  const runTest = () => {
    if (!user || form.validate().hasErrors) return;
    test.mutate(
      { login: user.login, report: formToSchedule(form.getValues()) },
      {
        onError: (error) => {
          if (!isAbortError(error))
            notifyError(downloadFailureMessage({ failureSubject: AUTO_REPORT_EXAMPLE_FAILURE }));
        },
      },
    );
  };

  const brands = user
    ? user.allBrandsAccess
      ? (options?.brands.map((b) => b.name) ?? [])
      : user.brands
    : [];
  const v = form.values;
  const minDate = today();
  const numberProps = { onKeyDown: preventEnterSubmit, allowDecimal: false } as const;

  const element = (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={`Email Schedule: ${user?.login ?? ''}`}
      size={SCHEDULE_MODAL_WIDTH}
      centered
      closeButtonProps={CLOSE_BUTTON}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EmailTags
            label="To"
            value={v.emailsTo}
            onChange={(emailsTo) => form.setFieldValue('emailsTo', emailsTo)}
          />
          <EmailTags
            label="CC"
            value={v.emailsCc}
            onChange={(emailsCc) => form.setFieldValue('emailsCc', emailsCc)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Repeat every"
              min={0}
              withAsterisk
              {...numberProps}
              {...form.getInputProps('repeatDays')}
            />
            <Select
              label="Repeat period"
              data={REPEAT_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
              allowDeselect={false}
              {...form.getInputProps('repeatPeriod')}
            />
          </SimpleGrid>
          {v.repeatPeriod === 'week' ? (
            <Checkbox.Group label="On" {...form.getInputProps('weekday')}>
              <Group gap="sm" mt={4}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={day.slice(0, 3)} aria-label={day} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
          {v.repeatPeriod === 'month' ? (
            <Stack gap="xs">
              <Radio.Group label="Monthly on" {...form.getInputProps('monthRepeatMode')}>
                <Group gap="md" mt={4}>
                  <Radio value="day" label="Days of the month" />
                  <Radio value="weekday" label="A weekday" />
                </Group>
              </Radio.Group>
              {v.monthRepeatMode === 'day' ? (
                <MultiSelect
                  label="Days of the month"
                  data={MONTH_DAYS}
                  {...form.getInputProps('monthDays')}
                />
              ) : (
                <SimpleGrid cols={2} spacing="sm">
                  <Select
                    label="Week of the month"
                    data={[...WEEKDAY_NUMBERS]}
                    allowDeselect={false}
                    {...form.getInputProps('monthWeekdayNumber')}
                  />
                  <Select
                    label="Weekday"
                    data={[...WEEKDAYS]}
                    allowDeselect={false}
                    {...form.getInputProps('monthWeekdayName')}
                  />
                </SimpleGrid>
              )}
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Amount of days"
              min={1}
              withAsterisk
              {...numberProps}
              {...form.getInputProps('amountOfDays')}
            />
            <NumberInput
              label="Number of periods"
              min={0}
              max={MAX_PERIODS}
              withAsterisk
              {...numberProps}
              {...form.getInputProps('numberOfPeriods')}
            />
          </SimpleGrid>
          <DatePickerInput
            label="Starts on"
            withAsterisk
            valueFormat="YYYY-MM-DD"
            minDate={minDate}
            clearable
            {...form.getInputProps('startsOnDate')}
          />
          <Radio.Group
            label="Ends"
            value={v.endMode}
            onChange={(mode) => form.setValues(endModePatch(mode as ScheduleFormValues['endMode']))}
          >
            <Group gap="md" mt={4}>
              <Radio value="never" label="Never" />
              <Radio value="on" label="On" />
              <Radio value="after" label="After" />
            </Group>
          </Radio.Group>
          {v.endMode === 'on' ? (
            <DatePickerInput
              label="End date"
              withAsterisk
              valueFormat="YYYY-MM-DD"
              minDate={v.startsOnDate && v.startsOnDate > minDate ? v.startsOnDate : minDate}
              clearable
              {...form.getInputProps('endsOnDate')}
            />
          ) : null}
          {v.endMode === 'after' ? (
            <NumberInput
              label="Occurrences"
              min={0}
              withAsterisk
              {...numberProps}
              {...form.getInputProps('endsAfterNumber')}
            />
          ) : null}
          <Divider label="Entire marketplace" labelPosition="left" />
          <Switch
            label="Entire marketplace"
            {...form.getInputProps('entireMarketplace', { type: 'checkbox' })}
          />
          {v.entireMarketplace ? (
            <>
              <MultiSelect
                label="Marketplace metrics"
                data={METRIC_OPTIONS}
                clearable
                {...form.getInputProps('marketMetrics')}
              />
              <PhotoChoices
                legend="Marketplace photos"
                value={v.marketplacePhotos}
                onChange={(photos) => form.setFieldValue('marketplacePhotos', photos)}
              />
            </>
          ) : null}
          <Divider label="Filtered" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {FILTER_LISTS.map(([field, label, optionKey]) => (
              <ListControl
                key={field}
                label={label}
                value={v[field]}
                choices={optionsFor(options?.[optionKey], brands)}
                maxPills={3}
                onChange={(value) => form.setFieldValue(field, value)}
              />
            ))}
          </SimpleGrid>
          <MultiSelect
            label="Filtered metrics"
            data={METRIC_OPTIONS}
            clearable
            {...form.getInputProps('filteredMetrics')}
          />
          <PhotoChoices
            legend="Filtered photos"
            value={v.filteredPhotos}
            onChange={(photos) => form.setFieldValue('filteredPhotos', photos)}
          />
          <Divider />
          {user ? <ScheduleDeliveryStatus user={user} /> : null}
          <Group justify="space-between" mt="sm">
            <Button variant="light" onClick={runTest} loading={test.isPending}>
              Test
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={action.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
  return { open, element };
}
