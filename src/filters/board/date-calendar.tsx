import { DatePicker } from '@mantine/dates';
import type { IsoDate } from '@/lib/dates';

export interface DateCalendarProps {
  value: IsoDate | undefined;
  /** The month shown when there is no value. */
  defaultDate: IsoDate;
  minDate: IsoDate | undefined;
  maxDate: IsoDate | undefined;
  onChange: (value: string | null) => void;
}

/**
 * The calendar of a date field's dropdown: @mantine/dates (and dayjs) live in this
 * module only, which date-field.tsx loads on demand, so the filter board's first paint
 * does not wait for them. Props as DatePickerInput passed them to its own calendar.
 */
export function DateCalendar({ value, defaultDate, minDate, maxDate, onChange }: DateCalendarProps) {
  return (
    <DatePicker
      __staticSelector="DatePickerInput"
      __stopPropagation
      size="sm"
      type="default"
      value={value ?? null}
      defaultDate={value ?? defaultDate}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      firstDayOfWeek={1}
    />
  );
}
