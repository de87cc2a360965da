import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/api/errors';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_METRICS,
  ALERT_METRIC_IDS,
  ALERT_OPERATORS,
  ALERT_OPERATOR_LABELS,
  isChangeOperator,
  type AlertFrequency,
  type AlertMetricId,
  type AlertOperator,
  type AlertRuleInput,
} from '@/api/contract/alerts';
import { fieldOfError, useRuleChange } from './alert-queries';

/**
 * The alert rule form, for a new rule (from a summary card: its metric and the page's URL
 * as the scope) and for editing one. A refused field shows the server's message under it;
 * everything typed stays.
 */
export interface AlertRuleFormProps {
  /** The rule being edited; absent: a new one. */
  id?: number;
  initial: AlertRuleInput;
  onClose: () => void;
}

type Errors = Partial<Record<keyof AlertRuleInput | 'form', string>>;

const FIELD_NAMES: readonly (keyof AlertRuleInput)[] = [
  'Metric',
  'Operator',
  'Threshold',
  'Scope',
  'Frequency',
  'Recipients',
  'Paused',
];

/** The addresses of the recipients' text: separated by commas, semicolons or spaces. */
export const recipientList = (text: string): string[] => text.split(/[\s,;]+/).filter((a) => a.length > 0);

export function AlertRuleForm({ id, initial, onClose }: AlertRuleFormProps) {
  const [values, setValues] = useState<AlertRuleInput>(initial);
  const [threshold, setThreshold] = useState<string | number>(initial.Threshold);
  // Typed as text (a TagsInput would split the admin page's chunk): checked by the server, kept as typed.
  const [recipients, setRecipients] = useState(initial.Recipients.join(', '));
  const [errors, setErrors] = useState<Errors>({});
  const change = useRuleChange();
  const section = ALERT_METRICS[values.Metric].section;
  const set = <K extends keyof AlertRuleInput>(key: K, value: AlertRuleInput[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typeof threshold !== 'number' || !Number.isFinite(threshold)) {
      setErrors({ Threshold: 'Enter a number' });
      return;
    }
    const input = { ...values, Threshold: threshold, Recipients: recipientList(recipients) };
    change.mutate(id === undefined ? { kind: 'create', input } : { kind: 'update', id, input }, {
      onSuccess: onClose,
      onError: (error) => {
        const message = isApiError(error) ? error.message : String(error);
        const named = fieldOfError(message);
        const field = FIELD_NAMES.find((f) => f === named?.field);
        setErrors(field && named ? { [field]: named.text } : { form: message });
      },
    });
  };

  const change_ = isChangeOperator(values.Operator);
  return (
    <Modal
      opened
      onClose={onClose}
      title={id === undefined ? 'New alert rule' : 'Edit alert rule'}
      size={570}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label="Alert rule">
        <Stack gap="sm">
          {errors.form ? (
            <Alert color="red" title="Error" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <Select
            label="Metric"
            data={ALERT_METRIC_IDS.filter((m) => ALERT_METRICS[m].section === section).map((m) => ({
              value: m,
              label: ALERT_METRICS[m].label,
            }))}
            value={values.Metric}
            onChange={(v) => v && set('Metric', v as AlertMetricId)}
            allowDeselect={false}
            error={errors.Metric}
          />
          <Group grow align="flex-start">
            <Select
              label="Condition"
              data={ALERT_OPERATORS.map((o) => ({ value: o, label: ALERT_OPERATOR_LABELS[o] }))}
              value={values.Operator}
              onChange={(v) => v && set('Operator', v as AlertOperator)}
              allowDeselect={false}
              error={errors.Operator}
            />
            <NumberInput
              label={change_ ? 'Percentage' : 'Value'}
              value={threshold}
              onChange={(v) => {
                setThreshold(v);
                setErrors((e) => ({ ...e, Threshold: undefined, form: undefined }));
              }}
              min={change_ ? 0 : undefined}
              suffix={change_ ? '%' : undefined}
              thousandSeparator=","
              error={errors.Threshold}
            />
          </Group>
          <TextInput
            label="Filter (link)"
            description="The page and filter the rule looks at, as in the address bar."
            value={values.Scope}
            onChange={(e) => set('Scope', e.currentTarget.value)}
            error={errors.Scope}
          />
          <Select
            label="Checked"
            data={ALERT_FREQUENCIES.map((f) => ({ value: f, label: ALERT_FREQUENCY_LABELS[f] }))}
            value={values.Frequency}
            onChange={(v) => v && set('Frequency', v as AlertFrequency)}
            allowDeselect={false}
            error={errors.Frequency}
          />
          <TextInput
            label="Recipients (e-mail)"
            description="Also e-mailed to these addresses, separated by commas, when it fires; empty: the bell only."
            value={recipients}
            onChange={(e) => {
              setRecipients(e.currentTarget.value);
              setErrors((v) => ({ ...v, Recipients: undefined, form: undefined }));
            }}
            error={errors.Recipients}
          />
          {id !== undefined ? (
            <Switch
              label="Paused"
              checked={values.Paused}
              onChange={(e) => set('Paused', e.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Save rule
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
