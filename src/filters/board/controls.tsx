import { Group, MultiSelect, Pill, Select, TextInput, type ComboboxRenderPillInput } from '@mantine/core';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { maxIso, minIso, type IsoDate } from '@/lib/dates';
import type { DateLimits } from '../date-rules';
import {
  acceptWholeNumberInput,
  acceptZipInput,
  COMPARISON_OPTIONS,
  DEFAULT_COMPARISON,
  formatComparison,
  parseComparison,
  parseNoActivity,
  type ComparisonOp,
} from '../field-rules';
import { DateField } from './date-field';

/**
 * The board's inputs. Each is controlled by the board form and applies its field rule
 * (SPEC.md section 5) as the user types, so what is shown is what Apply will send.
 */

/** A multi-select that shows at most `maxPills` tags and '+N' for the rest (SPEC.md section 9). */
export function ListControl({
  label,
  value,
  choices,
  maxPills,
  onChange,
  disabled,
  error,
  labelOf = (item) => item,
}: {
  label: string;
  value: readonly string[];
  choices: readonly string[];
  maxPills: number;
  onChange: (value: string[]) => void;
  /** Outside the board (Admin forms): a disabled select and a validation message. */
  disabled?: boolean;
  error?: ReactNode;
  /** The shown text of a value, when it differs from the value (an archived brand). */
  labelOf?: (item: string) => string;
}) {
  // Keep selections the options no longer list (a pasted URL) visible and removable.
  const data = [...new Set([...choices, ...value])].map((item) => ({ value: item, label: labelOf(item) }));
  const renderPill = ({ value: item, onRemove, disabled }: ComboboxRenderPillInput) => {
    if (item === undefined) return null;
    const index = value.indexOf(item);
    if (index < 0) return null;
    if (index < maxPills)
      return (
        <Pill
          withRemoveButton={!disabled}
          onRemove={onRemove}
          removeButtonProps={{ 'aria-label': `Remove ${labelOf(item)}` }}
        >
          {labelOf(item)}
        </Pill>
      );
    if (index === maxPills) {
      const hidden = value.length - maxPills;
      return (
        <Pill
          title={value.slice(maxPills).map(labelOf).join(', ')}
          aria-label={`${hidden} more selected`}
          data-overflow
        >
          +{hidden}
        </Pill>
      );
    }
    return null;
  };
  return (
    <MultiSelect
      label={label}
      data={data}
      value={[...value]}
      onChange={onChange}
      renderPill={renderPill}
      disabled={disabled}
      error={error}
      searchable
      clearable
      hidePickedOptions={false}
      nothingFoundMessage="Nothing found"
      placeholder={value.length === 0 ? 'All' : undefined}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
    />
  );
}

export function TextControl({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return <TextInput label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}

/** Zip code: any edit that is not all digits is ignored (the field keeps its value). */
export function ZipCodeControl({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      inputMode="numeric"
      autoComplete="postal-code"
      onChange={(event) => onChange(acceptZipInput(value, event.currentTarget.value))}
    />
  );
}

export function SingleControl({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (v: string) => void;
}) {
  return (
    <Select
      label={label}
      data={[...new Set([...choices, ...(value ? [value] : [])])]}
      value={value || null}
      onChange={(next) => next !== null && onChange(next)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * A whole-number text field: a TextInput with a numeric keyboard instead of Mantine's
 * NumberInput (with react-number-format, ~8 KB gzip). Edits keep only what
 * `acceptWholeNumberInput` accepts; ArrowUp / ArrowDown step by 1, not below 0. The
 * field shows what was typed (with `unit`) and the rule's result after leaving it; the
 * form always holds the rule's result, so the changed mark is right at once.
 */
function WholeNumberInput({
  value,
  onChange,
  signed = false,
  unit = '',
  ...inputProps
}: {
  value: number;
  onChange: (value: number) => void;
  /** Accept a leading '-' (its absolute value is kept), as No Activity does. */
  signed?: boolean;
  /** Shown after the number, e.g. ' days'. */
  unit?: string;
  label?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}) {
  const [text, setText] = useState(String(value));
  const [synced, setSynced] = useState(value);
  let shown = text;
  if (synced !== value) {
    // Revert, Default or a new URL changed the value from outside.
    setSynced(value);
    if (parseNoActivity(text) !== value) {
      setText(String(value));
      shown = String(value);
    }
  }
  const commit = (next: string) => {
    setText(next);
    const number = parseNoActivity(next);
    setSynced(number);
    onChange(number);
  };
  return (
    <TextInput
      {...inputProps}
      inputMode="numeric"
      autoComplete="off"
      value={shown === '' || shown === '-' ? shown : `${shown}${unit}`}
      onChange={(event) => {
        const next = acceptWholeNumberInput(event.currentTarget.value, signed);
        if (next !== null) commit(next);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        commit(String(Math.max(0, value + (event.key === 'ArrowUp' ? 1 : -1))));
      }}
      onBlur={() => setText(String(parseNoActivity(shown)))}
    />
  );
}

/** No Activity in days: empty or non-numeric is 0, a negative number its absolute value. */
export function NoActivityControl({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
}) {
  return <WholeNumberInput label={label} value={value} onChange={onChange} signed unit=" days" />;
}

/** Number of SKUs / facings: More Than, Less Than or Equal To, and a whole number >= 0. */
export function ComparisonControl({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const comparison = parseComparison(value) ??
    parseComparison(DEFAULT_COMPARISON) ?? { op: 'm' as const, value: 0 };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label={label}
        data={COMPARISON_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={comparison.op}
        onChange={(op) => op && onChange(formatComparison({ ...comparison, op: op as ComparisonOp }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: 3 }}
      />
      <WholeNumberInput
        aria-label={`${label} value`}
        value={comparison.value}
        onChange={(next) => onChange(formatComparison({ ...comparison, value: next }))}
        style={{ flex: 2 }}
      />
    </Group>
  );
}

/**
 * Start and end pickers: not before the brand's earliest date, not after today (schedule:
 * a year ahead), the start not after the end and the end not before the start.
 */
export function DateRangeControls({
  startDate,
  endDate,
  limits,
  onChange,
}: {
  startDate: IsoDate | undefined;
  endDate: IsoDate | undefined;
  limits: DateLimits;
  onChange: (key: 'startDate' | 'endDate', value: IsoDate | undefined) => void;
}) {
  const startMax = endDate ? minIso(endDate, limits.maxDate) : limits.maxDate;
  const endMin =
    startDate && limits.minDate ? maxIso(startDate, limits.minDate) : (startDate ?? limits.minDate);
  return (
    <>
      <DateField
        label="Start date"
        value={startDate}
        onChange={(next) => onChange('startDate', next)}
        clearLabel="Clear start date"
        minDate={limits.minDate}
        maxDate={startMax}
      />
      <DateField
        label="End date"
        value={endDate}
        onChange={(next) => onChange('endDate', next)}
        clearLabel="Clear end date"
        minDate={endMin}
        maxDate={limits.maxDate}
      />
    </>
  );
}
