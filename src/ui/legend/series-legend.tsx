import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import classes from './series-legend.module.css';
import { isLastActive } from './toggle-series';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** Extra text after the label, for example a value and its percentage. */
  detail?: string;
}

export interface SeriesLegendProps {
  items: readonly LegendItem[];
  disabled: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** Names the legend for screen readers, e.g. 'Account Status legend'. */
  label: string;
  orientation?: 'horizontal' | 'vertical';
  /**
   * Drill-down: each item gets a filter button, 'Filter by Account status:
   * Active', beside its toggle (a click on the item itself still hides the series).
   */
  drill?: { label: string; apply: (key: string) => void };
}

/**
 * Legend whose items are toggle buttons (aria-pressed = shown). Hidden items are dimmed
 * and struck through. The last shown item is marked aria-disabled: clicking it does
 * nothing (SPEC.md section 4), and its title says why.
 */
export const SeriesLegend = memo(function SeriesLegend({
  items,
  disabled,
  onToggle,
  label,
  orientation = 'horizontal',
  drill,
}: SeriesLegendProps) {
  const keys = items.map((item) => item.key);
  const List = orientation === 'vertical' ? Stack : Group;
  return (
    <List
      component="ul"
      gap={orientation === 'vertical' ? 4 : 'xs'}
      className={classes.list}
      aria-label={label}
    >
      {items.map((item) => {
        const shown = !disabled.has(item.key);
        const locked = isLastActive(disabled, item.key, keys);
        return (
          <li key={item.key} className={classes.item}>
            <UnstyledButton
              className={classes.button}
              aria-pressed={shown}
              aria-disabled={locked || undefined}
              title={
                locked
                  ? 'At least one item stays visible'
                  : shown
                    ? `Hide ${item.label}`
                    : `Show ${item.label}`
              }
              data-hidden={!shown || undefined}
              onClick={() => onToggle(item.key)}
            >
              <span className={classes.swatch} style={{ backgroundColor: item.color }} aria-hidden />
              <Text component="span" size="sm" className={classes.label}>
                {item.label}
              </Text>
              {item.detail ? (
                <Text component="span" size="sm" c="dimmed" className={classes.detail}>
                  {item.detail}
                </Text>
              ) : null}
            </UnstyledButton>
            {drill ? (
              // UnstyledButton, not ActionIcon: the Accounts route's JS budget has no room for it.
              <UnstyledButton
                className={classes.drill}
                aria-label={`Filter by ${drill.label}: ${item.label}`}
                title={`Filter by ${drill.label}: ${item.label}`}
                onClick={() => drill.apply(item.key)}
              >
                <FilterIcon />
              </UnstyledButton>
            ) : null}
          </li>
        );
      })}
    </List>
  );
});

function FilterIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" strokeLinejoin="round" />
    </svg>
  );
}
