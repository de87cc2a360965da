import { Input, Popover } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { clampIso, today, type IsoDate } from '@/lib/dates';
import type { DateCalendarProps } from './date-calendar';
import classes from './filter-board.module.css';

/**
 * A date field with the look, markup and keyboard behaviour of Mantine's DatePickerInput
 * (a labelled button showing the date, a clear button, a calendar in a popover), whose
 * calendar (@mantine/dates and dayjs, ~13 KB gzip) is a separate chunk. It downloads when
 * the field is hovered, focused or opened, not during the page load: most visits never
 * open a calendar (the period shortcuts cover the usual ranges). Only the calendar waits
 * for it: the field shows its value and clears at once, and a first open before the
 * chunk has arrived opens it as soon as it has (the button is aria-busy meanwhile).
 */

type Calendar = ComponentType<DateCalendarProps>;

let loaded: Calendar | null = null;
let loading: Promise<Calendar> | null = null;

const loadCalendar = (): Promise<Calendar> => {
  loading ??= import('./date-calendar').then(
    (module) => (loaded = module.DateCalendar),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** Starts the calendar download (no-op once started); failures are retried on open. */
const preloadDateCalendar = (): void => {
  void loadCalendar().catch(() => undefined);
};

export interface DateFieldProps {
  label: string;
  value: IsoDate | undefined;
  minDate: IsoDate | undefined;
  maxDate: IsoDate | undefined;
  /** Accessible name of the clear button ('Clear start date'). */
  clearLabel: string;
  onChange: (value: IsoDate | undefined) => void;
}

const toIso = (value: unknown): IsoDate | undefined =>
  typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : undefined;

export function DateField({ label, value, minDate, maxDate, clearLabel, onChange }: DateFieldProps) {
  const [calendar, setCalendar] = useState<Calendar | null>(() => loaded);
  const [opened, setOpened] = useState(false);
  const [waiting, setWaiting] = useState(false);

  const open = () => {
    if (loaded) {
      setCalendar(() => loaded);
      setOpened(true);
      return;
    }
    setWaiting(true);
    loadCalendar().then(
      (component) => {
        setWaiting(false);
        setCalendar(() => component);
        setOpened(true);
      },
      () => setWaiting(false),
    );
  };

  // As DatePickerInput: picking or clearing a date closes the calendar.
  const change = (next: IsoDate | undefined) => {
    setOpened(false);
    onChange(next);
  };

  const DateCalendar = calendar;
  return (
    <Input.Wrapper label={label} __staticSelector="DatePickerInput">
      <Popover
        position="bottom-start"
        opened={opened && DateCalendar !== null}
        trapFocus
        returnFocus={false}
        withinPortal
        onChange={(next) => {
          if (!next) setOpened(false);
        }}
      >
        <Popover.Target>
          <Input
            data-dates-input
            component="button"
            type="button"
            multiline
            __staticSelector="DatePickerInput"
            classNames={{ input: classes.dateInput }}
            aria-busy={waiting || undefined}
            onPointerEnter={preloadDateCalendar}
            onFocus={preloadDateCalendar}
            onClick={() => (opened ? setOpened(false) : open())}
            // size md (28 px): sm is 22 px, under the 24 px touch target WCAG 2.2 asks (target-size).
            __clearSection={
              <Input.ClearButton size="md" aria-label={clearLabel} onClick={() => change(undefined)} />
            }
            __clearable={value !== undefined}
          >
            {value ?? <Input.Placeholder __staticSelector="DatePickerInput">YYYY-MM-DD</Input.Placeholder>}
          </Input>
        </Popover.Target>
        <Popover.Dropdown data-dates-dropdown>
          {DateCalendar ? (
            <DateCalendar
              value={value}
              defaultDate={clampIso(today(), minDate ?? '0000-01-01', maxDate ?? '9999-12-31')}
              minDate={minDate}
              maxDate={maxDate}
              onChange={(next) => change(toIso(next))}
            />
          ) : null}
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
