import { z } from 'zod';
import type { END_MODES, MONTH_REPEAT_MODES, REPEAT_PERIODS } from '@/api/contract/users';
import {
  MARKET_METRICS,
  METRIC_GROUP_LABELS,
  METRIC_LABELS,
  SCHEDULE_WEEKDAYS,
  type AutoReport,
} from '@/api/contract/users';

/**
 * The Email Schedule form (SPEC.md sections 3, 4, 5 and 9): the whole AutoReportInfo as
 * form values, its zod rules with SPEC.md's messages, and the mapping to the contract.
 * Number inputs hold '' while empty (Mantine's NumberInput), so "required" is checked here.
 */
export const SCHEDULE_MESSAGES = {
  amountOfDays: 'Amount of days is required!',
  amountOfDaysMin: 'Amount of days must be at least 1.',
  numberOfPeriods: 'Number of periods is required!',
  numberOfPeriodsRange: 'Number of periods must be from 0 to 6.',
  // SPEC.md section 5 gives the start date this text too.
  startDate: 'Set an end date!',
  repeatDays: 'Repetition is required!',
  repeatDaysMin: 'Repetition cannot be negative.',
  endDate: 'Set an end date!',
  endsAfter: 'Set an amount!',
  endsAfterMin: 'The amount cannot be negative.',
  notBeforeToday: 'The date cannot be before today.',
  endBeforeStart: 'The end date cannot be before the start date.',
} as const;

export const MAX_PERIODS = 6;
/** To and CC show at most this many tags, then '+N' (SPEC.md section 9). */
export const MAX_EMAIL_TAGS = 3;
export const WEEKDAYS = SCHEDULE_WEEKDAYS;
export const WEEKDAY_NUMBERS = [
  { value: '1', label: 'First' },
  { value: '2', label: 'Second' },
  { value: '3', label: 'Third' },
  { value: '4', label: 'Fourth' },
  { value: '-1', label: 'Last' },
] as const;
/** Secondary placement types a photo choice can narrow to (the merchandising data set's types). */
export const SECONDARY_PHOTO_TYPES = ['Permanent', 'Temporary', 'Seasonal'] as const;

/** Metric choices grouped for a grouped select; values are 'group.key' (keys repeat across groups). */
export const METRIC_OPTIONS = (Object.keys(MARKET_METRICS) as (keyof typeof MARKET_METRICS)[]).map(
  (group) => ({
    group: METRIC_GROUP_LABELS[group],
    items: MARKET_METRICS[group].map((key) => ({
      value: `${group}.${key}`,
      label: METRIC_LABELS[`${group}.${key}`] ?? key,
    })),
  }),
);

type NumberField = number | string;

export interface PhotoChoice {
  before: boolean;
  after: boolean;
  secondary: boolean;
  secondaryTypes: string[];
}

export interface ScheduleFormValues {
  emailsTo: string[];
  emailsCc: string[];
  repeatPeriod: (typeof REPEAT_PERIODS)[number];
  repeatDays: NumberField;
  weekday: string[];
  monthRepeatMode: (typeof MONTH_REPEAT_MODES)[number];
  monthDays: string[];
  monthWeekdayName: string;
  monthWeekdayNumber: string;
  amountOfDays: NumberField;
  numberOfPeriods: NumberField;
  startsOnDate: string | null;
  endMode: (typeof END_MODES)[number];
  endsOnDate: string | null;
  endsAfterNumber: NumberField;
  chains: string[];
  banners: string[];
  channels: string[];
  regions: string[];
  counties: string[];
  areas: string[];
  accountReps: string[];
  entireMarketplace: boolean;
  marketMetrics: string[];
  filteredMetrics: string[];
  marketplacePhotos: PhotoChoice;
  filteredPhotos: PhotoChoice;
}

const isMissing = (v: NumberField): boolean => v === '' || (typeof v === 'number' && Number.isNaN(v));

/** "Not before the end of yesterday": a date of today or later (YYYY-MM-DD compares as text). */
const beforeToday = (date: string | null, today: string): boolean =>
  date !== null && date !== '' && date < today;

/** The form's rules; `today` is the local calendar day (YYYY-MM-DD). */
export const scheduleFormSchema = (today: string) =>
  z.custom<ScheduleFormValues>().superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (isMissing(v.amountOfDays)) issue('amountOfDays', SCHEDULE_MESSAGES.amountOfDays);
    else if (Number(v.amountOfDays) < 1) issue('amountOfDays', SCHEDULE_MESSAGES.amountOfDaysMin);
    if (isMissing(v.numberOfPeriods)) issue('numberOfPeriods', SCHEDULE_MESSAGES.numberOfPeriods);
    else if (Number(v.numberOfPeriods) < 0 || Number(v.numberOfPeriods) > MAX_PERIODS)
      issue('numberOfPeriods', SCHEDULE_MESSAGES.numberOfPeriodsRange);
    if (isMissing(v.repeatDays)) issue('repeatDays', SCHEDULE_MESSAGES.repeatDays);
    else if (Number(v.repeatDays) < 0) issue('repeatDays', SCHEDULE_MESSAGES.repeatDaysMin);
    if (!v.startsOnDate) issue('startsOnDate', SCHEDULE_MESSAGES.startDate);
    else if (beforeToday(v.startsOnDate, today)) issue('startsOnDate', SCHEDULE_MESSAGES.notBeforeToday);
    if (v.endMode === 'on') {
      if (!v.endsOnDate) issue('endsOnDate', SCHEDULE_MESSAGES.endDate);
      else if (beforeToday(v.endsOnDate, today)) issue('endsOnDate', SCHEDULE_MESSAGES.notBeforeToday);
      else if (v.startsOnDate && v.endsOnDate < v.startsOnDate)
        issue('endsOnDate', SCHEDULE_MESSAGES.endBeforeStart);
    }
    if (v.endMode === 'after') {
      if (isMissing(v.endsAfterNumber)) issue('endsAfterNumber', SCHEDULE_MESSAGES.endsAfter);
      else if (Number(v.endsAfterNumber) < 0) issue('endsAfterNumber', SCHEDULE_MESSAGES.endsAfterMin);
    }
  });

/** Switching the end mode clears the end date and the count (SPEC.md section 4). */
export const endModePatch = (
  endMode: ScheduleFormValues['endMode'],
): Pick<ScheduleFormValues, 'endMode' | 'endsOnDate' | 'endsAfterNumber'> => ({
  endMode,
  endsOnDate: null,
  endsAfterNumber: '',
});

/** To and CC take free text split on commas and spaces; blanks and repeats are dropped. */
export const splitEmails = (values: readonly string[]): string[] => [
  ...new Set(values.flatMap((v) => v.split(/[\s,]+/)).filter((v) => v !== '')),
];

const noPhotos = (): PhotoChoice => ({ before: false, after: false, secondary: false, secondaryTypes: [] });

/** A new schedule: weekly from today, a week of data, never ending. */
export const defaultSchedule = (today: string): ScheduleFormValues => ({
  emailsTo: [],
  emailsCc: [],
  repeatPeriod: 'week',
  repeatDays: 1,
  weekday: ['Monday'],
  monthRepeatMode: 'day',
  monthDays: ['1'],
  monthWeekdayName: 'Monday',
  monthWeekdayNumber: '1',
  amountOfDays: 7,
  numberOfPeriods: 0,
  startsOnDate: today,
  endMode: 'never',
  endsOnDate: null,
  endsAfterNumber: '',
  chains: [],
  banners: [],
  channels: [],
  regions: [],
  counties: [],
  areas: [],
  accountReps: [],
  entireMarketplace: true,
  marketMetrics: [],
  filteredMetrics: [],
  marketplacePhotos: noPhotos(),
  filteredPhotos: noPhotos(),
});

/** The form from a saved schedule (or the defaults). */
export function scheduleToForm(report: AutoReport | null, today: string): ScheduleFormValues {
  if (!report) return defaultSchedule(today);
  return {
    emailsTo: [...report.emailsTo],
    emailsCc: [...report.emailsCc],
    repeatPeriod: report.repeatPeriod,
    repeatDays: report.repeatDays,
    weekday: [...report.weekday],
    monthRepeatMode: report.monthRepeatMode,
    monthDays: report.monthDays.map(String),
    monthWeekdayName: report.monthWeekdayName || 'Monday',
    monthWeekdayNumber: String(report.monthWeekdayNumber || 1),
    amountOfDays: report.amountOfDays,
    numberOfPeriods: report.numberOfPeriods,
    startsOnDate: report.startsOnDate,
    endMode: report.endMode,
    endsOnDate: report.endsOnDate,
    endsAfterNumber: report.endsAfterNumber ?? '',
    chains: [...report.chains],
    banners: [...report.banners],
    channels: [...report.channels],
    regions: [...report.regions],
    counties: [...report.counties],
    areas: [...report.areas],
    accountReps: [...report.accountReps],
    entireMarketplace: report.entireMarketplace,
    marketMetrics: [...report.marketMetrics],
    filteredMetrics: [...report.filteredMetrics],
    marketplacePhotos: {
      before: report.marketplaceBeforePhoto,
      after: report.marketplaceAfterPhoto,
      secondary: report.marketplaceSecondaryPhoto,
      secondaryTypes: [...report.marketplaceSecondaryPhotoTypes],
    },
    filteredPhotos: {
      before: report.filteredBeforePhoto,
      after: report.filteredAfterPhoto,
      secondary: report.filteredSecondaryPhoto,
      secondaryTypes: [...report.filteredSecondaryPhotoTypes],
    },
  };
}

/** The contract's AutoReport from valid form values (the end mode's clearing rule applied). */
export function formToSchedule(v: ScheduleFormValues): AutoReport {
  return {
    emailsTo: splitEmails(v.emailsTo),
    emailsCc: splitEmails(v.emailsCc),
    repeatPeriod: v.repeatPeriod,
    repeatDays: Number(v.repeatDays),
    weekday: v.repeatPeriod === 'week' ? [...v.weekday] : [],
    monthRepeatMode: v.monthRepeatMode,
    monthDays: v.repeatPeriod === 'month' && v.monthRepeatMode === 'day' ? v.monthDays.map(Number) : [],
    monthWeekdayName: v.monthWeekdayName,
    monthWeekdayNumber: Number(v.monthWeekdayNumber),
    amountOfDays: Number(v.amountOfDays),
    numberOfPeriods: Number(v.numberOfPeriods),
    startsOnDate: v.startsOnDate ?? '',
    endMode: v.endMode,
    endsOnDate: v.endMode === 'on' ? v.endsOnDate : null,
    endsAfterNumber: v.endMode === 'after' ? Number(v.endsAfterNumber) : null,
    chains: [...v.chains],
    banners: [...v.banners],
    channels: [...v.channels],
    regions: [...v.regions],
    counties: [...v.counties],
    areas: [...v.areas],
    accountReps: [...v.accountReps],
    entireMarketplace: v.entireMarketplace,
    marketMetrics: v.entireMarketplace ? [...v.marketMetrics] : [],
    filteredMetrics: [...v.filteredMetrics],
    marketplaceBeforePhoto: v.marketplacePhotos.before,
    marketplaceAfterPhoto: v.marketplacePhotos.after,
    marketplaceSecondaryPhoto: v.marketplacePhotos.secondary,
    marketplaceSecondaryPhotoTypes: v.marketplacePhotos.secondary
      ? [...v.marketplacePhotos.secondaryTypes]
      : [],
    filteredBeforePhoto: v.filteredPhotos.before,
    filteredAfterPhoto: v.filteredPhotos.after,
    filteredSecondaryPhoto: v.filteredPhotos.secondary,
    filteredSecondaryPhotoTypes: v.filteredPhotos.secondary ? [...v.filteredPhotos.secondaryTypes] : [],
  };
}

/** Enter in a number input must not submit the form (SPEC.md section 5). */
export const preventEnterSubmit = (event: { key: string; preventDefault: () => void }): void => {
  if (event.key === 'Enter') event.preventDefault();
};
