// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AutoReportStatus, type AutoReportRequest } from '@/api/contract/users';
import { dayFromLocalDate, isoFromDay } from '@mocks/db/dates';
import { server as msw } from '@mocks/node';
import { readPdfLines } from '../../handlers/testing/call-demo-api';
import { startDemoApiServer } from '../demo-api-server';
import { createManualClock } from './manual-clock';
import { startInbox, type Inbox } from './testing/smtp-inbox';
import type { ReportMailOptions } from './report-mail';

/**
 * The report mail end to end: a real HTTP demo API and a real SMTP server on loopback, the
 * scheduler on a clock the test moves, so days pass in milliseconds. Each e-mail is read
 * back by an independent parser (mailparser), its attachments by PDF and .xlsx readers.
 */

// The test setup's in-process MSW would answer these fetches itself; here they must travel
// over the socket to the server under test.
beforeAll(() => msw.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A small data set: reports are built in milliseconds. */
const SCALE = 0.05;

const dir = mkdtempSync(join(tmpdir(), 'report-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Midnight of today (local): the schedule's start, and the day the demo data ends. */
const midnight = (() => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
})();
const dateOf = (time: number) => isoFromDay(dayFromLocalDate(new Date(time)));
const today = dateOf(midnight);
/** 06:00 (the send hour) of the nth day from today, plus some minutes. */
const sendTimeOf = (n: number, minutes = 1) =>
  new Date(midnight + n * DAY + 6 * HOUR + minutes * 60_000).getTime();

const schedule = (over: Partial<AutoReportRequest> = {}): AutoReportRequest => ({
  Login: 'manager',
  EmailsTo: ['ann@example.com'],
  EmailsCc: ['carl@example.com'],
  RepeatPeriod: 'day',
  RepeatDays: 1,
  Weekday: [],
  MonthRepeatMode: 'day',
  MonthDays: [],
  MonthWeekdayName: 'Monday',
  MonthWeekdayNumber: 1,
  AmountOfDays: 7,
  NumberOfPeriods: 1,
  StartsOnDate: today,
  EndMode: 'after',
  EndsOnDate: null,
  EndsAfterNumber: 3,
  Chains: [],
  Banners: [],
  Channels: [],
  Regions: [],
  Counties: [],
  Areas: [],
  AccountReps: [],
  EntireMarketplace: true,
  MarketMetrics: ['accounts.visits', 'sales.totalDollars'],
  FilteredMetrics: ['merchandising.visits'],
  MarketplaceBeforePhoto: false,
  MarketplaceAfterPhoto: false,
  MarketplaceSecondaryPhoto: false,
  MarketplaceSecondaryPhotoTypes: [],
  FilteredBeforePhoto: false,
  FilteredAfterPhoto: false,
  FilteredSecondaryPhoto: false,
  FilteredSecondaryPhotoTypes: [],
  ...over,
});

/** A demo API with the report mail on `clock`, and a signed-in superadmin. */
async function startApi(stateFile: string, mail: ReportMailOptions) {
  const api = await startDemoApiServer({ port: 0, stateFile, scale: SCALE, mail });
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${api.apiUrl}${path.replace(/^\//, '')}`, {
      ...init,
      headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  let token = '';
  const signIn = await call('/authenticate', {
    method: 'POST',
    body: new URLSearchParams({ login: 'superadmin', password: 'demo' }),
  });
  token = ((await signIn.json()) as { Token: string }).Token;
  return {
    api,
    call,
    async save(body: AutoReportRequest) {
      const response = await call('/users/autoreports', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    },
    async status(login: string) {
      const response = await call(`/users/autoreports/status?login=${login}`);
      expect(response.status).toBe(200);
      return AutoReportStatus.parse(await response.json());
    },
  };
}

const pdfText = async (mail: ParsedMail) => {
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf).toBeDefined();
  return (await readPdfLines(new Response(new Uint8Array(pdf?.content ?? [])))).join('\n');
};

const addresses = (field: ParsedMail['to']) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));

describe('scheduled reports through SMTP', () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox();
  });
  afterAll(() => inbox.close());

  it('sends a daily schedule on three days with the PDF and CC, survives restarts, and ends after 3', async () => {
    const stateFile = join(dir, 'smtp-state.json');
    const clock = createManualClock(midnight + 5 * HOUR);
    const log: string[] = [];
    const mail = (): ReportMailOptions => ({
      smtpUrl: inbox.url,
      outboxDir: join(dir, 'unused'),
      clock,
      log: (l) => log.push(l),
    });
    let demo = await startApi(stateFile, mail());
    await demo.save(schedule());

    expect(await demo.status('manager')).toMatchObject({
      delivery: 'smtp',
      lastRun: null,
      nextRun: new Date(midnight + 6 * HOUR).toISOString(),
    });
    await demo.api.reportMail?.idle();
    expect(inbox.messages).toHaveLength(0);

    // Day 1, 06:01.
    await clock.advanceTo(sendTimeOf(0));
    await demo.api.reportMail?.idle();
    expect(inbox.messages).toHaveLength(1);
    const first = inbox.messages[0] as ParsedMail;
    expect(addresses(first.to)).toEqual(['ann@example.com']);
    expect(addresses(first.cc)).toEqual(['carl@example.com']);
    expect(first.subject).toBe(`Scheduled report manager ${today}`);
    expect(first.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Scheduled report manager ${today}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(first);
    // The Test example's report: the schedule, then each brand's chosen metrics.
    expect(text).toContain('Scheduled report: manager');
    expect(text).toContain('Sunset Soda: entire marketplace');
    expect(text).toContain('Total dollars');

    // Day 2.
    await clock.advanceTo(sendTimeOf(1));
    await demo.api.reportMail?.idle();
    expect(inbox.messages.map((m) => m.subject)).toEqual([
      `Scheduled report manager ${today}`,
      `Scheduled report manager ${dateOf(midnight + DAY)}`,
    ]);
    expect(await demo.status('manager')).toMatchObject({
      lastRun: { occurrence: dateOf(midnight + DAY), delivered: true, error: null },
      nextRun: new Date(midnight + 2 * DAY + 6 * HOUR).toISOString(),
    });

    // A restart on the same state file sends nothing again.
    await demo.api.close();
    demo = await startApi(stateFile, mail());
    await demo.api.reportMail?.idle();
    expect(inbox.messages).toHaveLength(2);

    // Down over day 3's send time: it is sent once when the server is back.
    await demo.api.close();
    await clock.advanceTo(sendTimeOf(2, 180));
    expect(inbox.messages).toHaveLength(2);
    demo = await startApi(stateFile, mail());
    await demo.api.reportMail?.idle();
    expect(inbox.messages.map((m) => m.subject).slice(2)).toEqual([
      `Scheduled report manager ${dateOf(midnight + 2 * DAY)}`,
    ]);

    // After 3 it has ended.
    await clock.advanceTo(sendTimeOf(5));
    await demo.api.reportMail?.idle();
    expect(inbox.messages).toHaveLength(3);
    expect((await demo.status('manager')).nextRun).toBeNull();
    expect(log).toEqual([]);
    await demo.api.close();
  });

  it('retries a refused send with a growing delay, and stops for a deactivated user', async () => {
    const clock = createManualClock(midnight + 5 * HOUR);
    const log: string[] = [];
    const demo = await startApi(join(dir, 'retry-state.json'), {
      smtpUrl: inbox.url,
      outboxDir: join(dir, 'unused'),
      clock,
      retry: { attempts: 4, firstDelayMs: 60_000 },
      log: (l) => log.push(l),
    });
    const before = inbox.messages.length;
    await demo.save(
      schedule({
        Login: 'admin',
        EmailsTo: ['ops@example.com'],
        EmailsCc: [],
        EndMode: 'never',
        EndsAfterNumber: null,
      }),
    );
    inbox.refuse(2);
    await clock.advanceTo(sendTimeOf(0));
    // Refused: the next try waits a minute, the one after two.
    await vi.waitFor(() => expect(log).toHaveLength(1));
    await clock.advanceTo(sendTimeOf(0) + 59_000);
    expect(log).toHaveLength(1);
    await clock.advanceTo(sendTimeOf(0) + 60_000);
    await vi.waitFor(() => expect(log).toHaveLength(2));
    expect(inbox.messages.length).toBe(before);
    await clock.advanceTo(sendTimeOf(0) + 3 * 60_000);
    await demo.api.reportMail?.idle();
    expect(inbox.messages.length).toBe(before + 1);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(/failed \(try 1 of 4\).*trying again in 60 s/);
    expect(log[1]).toMatch(/failed \(try 2 of 4\).*trying again in 120 s/);
    expect((await demo.status('admin')).lastRun).toMatchObject({ occurrence: today, delivered: true });

    // Deactivated: no more reports, no next run.
    const edit = await demo.call('/users/edit', {
      method: 'POST',
      body: new URLSearchParams({
        login: 'admin',
        password: 'demo',
        brandFullName: 'Demo Agency',
        allBrandsAccess: 'true',
        isAdmin: 'true',
        active: 'false',
      }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    await clock.advanceTo(sendTimeOf(2));
    await demo.api.reportMail?.idle();
    expect(inbox.messages.length).toBe(before + 1);
    expect((await demo.status('admin')).nextRun).toBeNull();
    await demo.api.close();
  });

  it("sends Management's e-mail request with the spreadsheet when it is ready", async () => {
    const clock = createManualClock(midnight + 9 * HOUR);
    const demo = await startApi(join(dir, 'request-state.json'), {
      smtpUrl: inbox.url,
      outboxDir: join(dir, 'unused'),
      clock,
    });
    const before = inbox.messages.length;
    const response = await demo.call(
      `/management/reports/email/week?email=boss@example.com&brand=Sunset%20Soda`,
    );
    expect(response.status).toBe(200);
    await demo.api.reportMail?.idle();
    const mail = inbox.messages[before] as ParsedMail;
    expect(addresses(mail.to)).toEqual(['boss@example.com']);
    const [sheet] = mail.attachments;
    expect(sheet?.filename).toMatch(/\.xlsx$/);
    expect(sheet?.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await readSheet(sheet?.content as Buffer);
    expect(rows.length).toBeGreaterThan(1);
    // Sent once: a restart finds it delivered.
    await demo.api.close();
    const again = await startApi(join(dir, 'request-state.json'), {
      smtpUrl: inbox.url,
      outboxDir: join(dir, 'unused'),
      clock,
    });
    await again.api.reportMail?.idle();
    expect(inbox.messages.length).toBe(before + 1);
    await again.api.close();
  });
});

describe('the outbox without a mail server', () => {
  it('writes each e-mail as an .eml file that parses back', async () => {
    const outbox = join(dir, 'outbox');
    const clock = createManualClock(midnight + 5 * HOUR);
    const demo = await startApi(join(dir, 'outbox-state.json'), { outboxDir: outbox, clock });
    await demo.save(schedule({ EndsAfterNumber: 1 }));
    await demo.call(
      `/management/reports/email/month?email=boss@example.com&dateStart=${dateOf(midnight - 40 * DAY)}`,
    );
    await clock.advanceTo(sendTimeOf(0));
    await demo.api.reportMail?.idle();
    expect((await demo.status('manager')).delivery).toBe('outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(join(outbox, f)))));
    const scheduled = mails.find((m) => m.subject?.startsWith('Scheduled report manager'));
    expect(addresses(scheduled?.to)).toEqual(['ann@example.com']);
    expect(addresses(scheduled?.cc)).toEqual(['carl@example.com']);
    expect(await pdfText(scheduled as ParsedMail)).toContain('Scheduled report: manager');
    const requested = mails.find((m) => m !== scheduled);
    expect(addresses(requested?.to)).toEqual(['boss@example.com']);
    expect(requested?.attachments[0]?.filename).toMatch(/\.xlsx$/);
    await demo.api.close();
  });
});
