import { Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { ATTENTION_CONTROLS, type AttentionControl } from '@/api/contract/attention';
import { parseControl } from './view-state';

interface ControlProps {
  name: AttentionControl;
  value: number;
  onChange: (name: AttentionControl, value: number) => void;
}

/**
 * One rule's control. A value is applied on Enter or when the field is left; a value
 * outside the rule's limits shows why under the field and keeps what was typed.
 */
function RuleControl({ name, value, onChange }: ControlProps) {
  const { label, min, max } = ATTENTION_CONTROLS[name];
  const [text, setText] = useState<string | number>(value);
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // The URL moved (Back, a pasted link): the field follows it.
  if (seen !== value) {
    setSeen(value);
    setText(value);
    setError(null);
  }
  const commit = () => {
    const parsed = parseControl(name, text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    if (parsed.value !== value) onChange(name, parsed.value);
  };
  return (
    <NumberInput
      label={label}
      value={text}
      onChange={(next) => {
        setText(next);
        setError(null);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={error}
      w={170}
      size="sm"
      data-control={name}
    />
  );
}

/** The controls of the two rules that take a number (the others have none). */
export function RuleControls({
  noOrderDays,
  salesDownPercent,
  onChange,
}: {
  noOrderDays: number;
  salesDownPercent: number;
  onChange: (name: AttentionControl, value: number) => void;
}) {
  return (
    <Group gap="md" align="flex-start">
      <RuleControl name="noOrderDays" value={noOrderDays} onChange={onChange} />
      <RuleControl name="salesDownPercent" value={salesDownPercent} onChange={onChange} />
    </Group>
  );
}
