import { Select } from '@mantine/core';
import { memo } from 'react';
import { parseCompare, type CompareMode } from '../compare-key';

const OFF = 'off';

const CHOICES = [
  { value: OFF, label: 'No comparison' },
  { value: 'prev', label: 'Previous period' },
  { value: 'year', label: 'Same period last year' },
];

/**
 * 'Compare with': turns the summary cards' comparison on and picks the baseline.
 * It writes the URL's `compare` key at once (no Apply: it changes no filter and, when off,
 * no request).
 */
export const CompareControl = memo(function CompareControl({
  mode,
  onChange,
}: {
  mode: CompareMode | undefined;
  onChange: (mode: CompareMode | undefined) => void;
}) {
  return (
    <Select
      label="Compare with"
      data={CHOICES}
      value={mode ?? OFF}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => onChange(parseCompare(value))}
    />
  );
});
