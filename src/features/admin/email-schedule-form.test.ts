import { describe, expect, it } from 'vitest';
import { AutoReport, toAutoReportRequest } from '@/api/contract/users';
import {
  SCHEDULE_MESSAGES,
  defaultSchedule,
  endModePatch,
  formToSchedule,
  preventEnterSubmit,
  scheduleFormSchema,
  scheduleToForm,
  splitEmails,
  type ScheduleFormValues,
} from './email-schedule-form';

const TODAY = '2026-11-24';
const valid = defaultSchedule(TODAY);

const errors = (values: ScheduleFormValues): Record<string, string> => {
  const result = scheduleFormSchema(TODAY).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('e-mail schedule rules (SPEC.md section 5)', () => {
  it('accepts the defaults', () => {
    expect(errors(valid)).toEqual({});
  });

  it.each([
    ['amountOfDays', { amountOfDays: '' }, 'Amount of days is required!'],
    ['amountOfDays', { amountOfDays: 0 }, SCHEDULE_MESSAGES.amountOfDaysMin],
    ['numberOfPeriods', { numberOfPeriods: '' }, 'Number of periods is required!'],
    ['numberOfPeriods', { numberOfPeriods: 7 }, SCHEDULE_MESSAGES.numberOfPeriodsRange],
    ['startsOnDate', { startsOnDate: null }, 'Set an end date!'],
    ['startsOnDate', { startsOnDate: '2026-11-23' }, SCHEDULE_MESSAGES.notBeforeToday],
    ['repeatDays', { repeatDays: '' }, 'Repetition is required!'],
    ['repeatDays', { repeatDays: -1 }, SCHEDULE_MESSAGES.repeatDaysMin],
    ['endsOnDate', { endMode: 'on', endsOnDate: null }, 'Set an end date!'],
    ['endsOnDate', { endMode: 'on', endsOnDate: '2026-11-23' }, SCHEDULE_MESSAGES.notBeforeToday],
    ['endsAfterNumber', { endMode: 'after', endsAfterNumber: '' }, 'Set an amount!'],
    ['endsAfterNumber', { endMode: 'after', endsAfterNumber: -2 }, SCHEDULE_MESSAGES.endsAfterMin],
  ] as const)('%s: %o gives %s', (field, patch, message) => {
    expect(errors({ ...valid, ...patch } as ScheduleFormValues)[field]).toBe(message);
  });

  it('accepts today as the start (the end of yesterday is the limit)', () => {
    expect(errors({ ...valid, startsOnDate: TODAY, endMode: 'on', endsOnDate: TODAY })).toEqual({});
  });

  it('needs an end date only when ending on a date and a count only when ending after', () => {
    expect(errors({ ...valid, endMode: 'never', endsOnDate: null, endsAfterNumber: '' })).toEqual({});
    expect(errors({ ...valid, endMode: 'after', endsAfterNumber: 0 })).toEqual({});
  });

  it('clears the end date and count when the end mode changes', () => {
    expect(endModePatch('after')).toEqual({ endMode: 'after', endsOnDate: null, endsAfterNumber: '' });
  });

  it('splits To and CC on commas and spaces', () => {
    expect(splitEmails(['a@x.com, b@x.com c@x.com', 'a@x.com'])).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
  });

  it('stops Enter in number inputs', () => {
    let stopped = 0;
    preventEnterSubmit({ key: 'Enter', preventDefault: () => stopped++ });
    preventEnterSubmit({ key: '5', preventDefault: () => stopped++ });
    expect(stopped).toBe(1);
  });

  it('maps to the contract and back, sending only the end field of the end mode', () => {
    const form: ScheduleFormValues = {
      ...valid,
      emailsTo: ['a@x.com'],
      endMode: 'after',
      endsAfterNumber: 3,
      endsOnDate: '2026-12-01',
      marketMetrics: ['accounts.visits'],
    };
    const report = formToSchedule(form);
    expect(report).toMatchObject({ endMode: 'after', endsAfterNumber: 3, endsOnDate: null });
    const roundTrip = AutoReport.parse(
      Object.fromEntries(Object.entries(toAutoReportRequest('x', report)).filter(([k]) => k !== 'Login')),
    );
    expect(scheduleToForm(roundTrip, TODAY)).toMatchObject({ emailsTo: ['a@x.com'], endsAfterNumber: 3 });
  });
});
