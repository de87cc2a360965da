import { Button, Combobox, Input, Menu } from '@mantine/core';
import { useId } from 'react';
import type { IsoDate } from '@/lib/dates';
import type { DateRange } from '../date-rules';
import { matchShortcut, PERIOD_SHORTCUTS, shortcutRange } from '../period-shortcuts';

/** Label of the menu button: the shortcut the current range matches, if any. */
export const periodButtonLabel = (range: Partial<DateRange>, today: IsoDate, earliest: IsoDate): string => {
  const active = matchShortcut(range, today, earliest);
  const label = PERIOD_SHORTCUTS.find((s) => s.id === active)?.label;
  return label ? `Period: ${label}` : 'Period';
};

/**
 * The period shortcut menu (SPEC.md section 2). Choosing a shortcut applies it at once;
 * hovering or focusing one prefetches that range, so the click is served from cache.
 * Shortcuts whose whole period lies before the earliest date are disabled.
 */
export function PeriodShortcutMenu({
  range,
  today,
  earliest,
  onChoose,
  onPreview,
}: {
  range: Partial<DateRange>;
  today: IsoDate;
  earliest: IsoDate;
  onChoose: (range: DateRange) => void;
  onPreview?: (range: DateRange) => void;
}) {
  const labelId = useId();
  const active = matchShortcut(range, today, earliest);
  return (
    <Input.Wrapper label="Period shortcut" labelProps={{ id: labelId }}>
      <Menu position="bottom-start" shadow="md" width="target" withinPortal transitionProps={{ duration: 0 }}>
        <Menu.Target>
          <Button
            variant="default"
            fullWidth
            fw={400}
            pl="sm"
            pr={10}
            justify="space-between"
            aria-describedby={labelId}
            rightSection={<Combobox.Chevron aria-hidden />}
          >
            {periodButtonLabel(range, today, earliest)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PERIOD_SHORTCUTS.map(({ id, label }) => {
            const { available, startDate, endDate } = shortcutRange(id, today, earliest);
            const preview = () => available && onPreview?.({ startDate, endDate });
            return (
              <Menu.Item
                key={id}
                disabled={!available}
                aria-current={active === id ? 'true' : undefined}
                fw={active === id ? 600 : undefined}
                rightSection={active === id ? <span aria-hidden>✓</span> : undefined}
                onMouseEnter={preview}
                onFocus={preview}
                onClick={() => onChoose({ startDate, endDate })}
              >
                {label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    </Input.Wrapper>
  );
}
