import { AutoReport, type ServerAutoReport } from '@/api/contract/users';
import { CONTENT_TYPES, contextFor } from '../../handlers/define-handler';
import { emailedReportFile } from '../../handlers/management';
import { getDb } from '../../db/get-db';
import {
  activeBrands,
  findUser,
  readDemoState,
  updateDemoState,
  type DemoDelivery,
  type DemoEmailRequest,
  type DemoFiredAlert,
} from '../../demo-state';
import { checkRule, dueRules } from '../../alerts/alert-rules';
import { nextSlotTime } from '../../alerts/check-slots';
import { setReportDelivery } from '../../mail/delivery-mode';
import type { Occurrence } from '../../mail/occurrences';
import { dueOccurrences, nextRun, runFor, sendTime } from '../../mail/schedule-runs';
import { writeScheduledReportPdf } from '../../scheduled-report-pdf';
import { brandsOf, type DemoUserRecord } from '../../users';
import { systemClock, type Clock } from './clock';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_RETRY,
  createMailer,
  sendWithRetry,
  type DeliveryOutcome,
  type Mail,
  type Mailer,
  type RetryPolicy,
} from './mailer';

/**
 * The HTTP demo API's report mail: runs every saved Email Schedule by its rules
 * (mocks/mail/occurrences.ts) and sends Management's e-mail requests, each with the same
 * report the app downloads (the Test example's PDF, the all-brands ASM spreadsheet). On the
 * same clock it checks the alert rules that fall due (mocks/alerts/check-slots.ts) and
 * e-mails each fired alert to its rule's recipients.
 *
 * What was sent is recorded in the demo state (a run record per schedule, a delivery per
 * request), so with `--state` a restart sends nothing twice, and an occurrence that fell
 * due while the server was down is sent once when it starts. A schedule stops when it is
 * deleted, changed (the new one starts afresh) or its user is deactivated.
 */
export interface ReportMailOptions {
  /** smtp:// or smtps:// URL; without it every e-mail is written to `outboxDir` as an .eml file. */
  smtpUrl?: string | null;
  outboxDir: string;
  from?: string;
  clock?: Clock;
  retry?: RetryPolicy;
  /** Where failures and skipped sends are written; stderr by default. */
  log?: (line: string) => void;
}

export interface ReportMail {
  /** Where the e-mails go, for the start-up line. */
  describe(): string;
  /** Looks at the demo state again (a schedule or request may have changed). */
  wake(): void;
  /** Resolves when nothing is being sent (tests wait on it after moving the clock). */
  idle(): Promise<void>;
  /** Stops the timers, ends waits for retries, and lets sends in progress finish. */
  close(): Promise<void>;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The longest the scheduler sleeps without looking again (clock changes, a suspended machine). */
const MAX_SLEEP_MS = 60 * 60 * 1000;

const scheduleKey = (login: string) => `schedule:${login.toLowerCase()}`;

const scheduledMail = async (
  user: DemoUserRecord,
  report: ServerAutoReport,
  o: Occurrence,
): Promise<Mail> => {
  const parsed = AutoReport.parse(report);
  const bytes = await writeScheduledReportPdf({
    db: getDb(),
    brands: brandsOf(user, activeBrands(readDemoState())),
    report: parsed,
    sendDay: o.day,
    title: `Scheduled report: ${user.login}`,
    subtitle: `For ${o.date}, report ${o.number} of this schedule.`,
  });
  return {
    to: parsed.emailsTo,
    cc: parsed.emailsCc,
    subject: `Scheduled report ${user.login} ${o.date}`,
    text: `The scheduled report of ${user.login} for ${o.date} is attached (PDF).\n\nSent by the Field Sales Dashboard's Email Schedule.`,
    attachments: [
      {
        filename: `Scheduled report ${user.login} ${o.date}.pdf`,
        content: bytes,
        contentType: CONTENT_TYPES.pdf,
      },
    ],
  };
};

const requestMail = async (request: DemoEmailRequest, user: DemoUserRecord): Promise<Mail> => {
  const file = await emailedReportFile(contextFor(user, request.path, request.params), request.path);
  const title = file.fileName.replace(/\.xlsx$/, '');
  return {
    to: [request.email],
    subject: title,
    text: `The report requested on the Management page is attached: ${file.fileName}.`,
    attachments: [{ filename: file.fileName, content: file.bytes, contentType: file.contentType }],
  };
};

const alertMail = (alert: DemoFiredAlert): Mail => ({
  to: alert.recipients,
  subject: `Alert: ${alert.description}`,
  text:
    `${alert.description}: the value is now ${alert.value === null ? 'not available' : alert.value.toLocaleString('en-US')}.\n\n` +
    `Fired ${alert.at} for ${alert.login}. Open the dashboard at ${alert.scope} to see it with the rule's filter.\n\n` +
    'Sent by the Field Sales Dashboard once when the condition became true; it is sent again only after a check finds it false.',
  attachments: [],
});

/** The saved schedule of an active user, or null (deleted, or the user is gone or inactive). */
const liveSchedule = (login: string): { user: DemoUserRecord; report: ServerAutoReport } | null => {
  const user = findUser(login);
  return user?.active && user.autoReport ? { user, report: user.autoReport } : null;
};

export function startReportMail(options: ReportMailOptions): ReportMail {
  const clock = options.clock ?? systemClock;
  const retry = options.retry ?? DEFAULT_RETRY;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const mailer: Mailer = createMailer(
    {
      smtpUrl: options.smtpUrl ?? null,
      outboxDir: options.outboxDir,
      from: options.from ?? DEFAULT_MAIL_FROM,
    },
    clock,
  );
  const jobs = new Map<string, Promise<void>>();
  const waits = new Set<() => void>();
  let closed = false;
  let cancelSleep: (() => void) | null = null;

  setReportDelivery({ mode: mailer.mode, now: () => clock.now() });

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        waits.delete(done);
        cancel();
        resolve();
      };
      const cancel = clock.setTimer(done, ms);
      waits.add(done);
    });

  const deliver = (mail: Mail, stopped: () => boolean): Promise<DeliveryOutcome> =>
    sendWithRetry(mailer, mail, { retry, log, wait, stopped: () => closed || stopped() });

  const finished = (outcome: DeliveryOutcome): DemoDelivery => ({
    finishedAt: new Date(clock.now()).toISOString(),
    ...outcome,
  });

  function start(key: string, work: () => Promise<void>): void {
    const job = work()
      .catch((error: unknown) =>
        log(
          `demo API: report mail failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      )
      .finally(() => {
        jobs.delete(key);
        wake();
      });
    jobs.set(key, job);
  }

  /** Sends a schedule's due occurrences in order, recording each, while the schedule stays as it was. */
  /**
   * Builds a mail and sends it with retries. A mail that cannot be built (a brand archived
   * or no longer the user's) or has no recipient is a failure at once: retrying cannot help.
   */
  async function buildAndDeliver(
    build: () => Promise<Mail>,
    stopped: () => boolean,
  ): Promise<DeliveryOutcome> {
    let mail: Mail;
    try {
      mail = await build();
    } catch (error) {
      return { delivered: false, error: `The report could not be built: ${errorText(error)}` };
    }
    if (mail.to.length + (mail.cc?.length ?? 0) === 0)
      return { delivered: false, error: 'No recipient (To or CC).' };
    return deliver(mail, stopped);
  }

  /** Sends a schedule's due occurrences in order, recording each, while the schedule stays as it was. */
  async function runSchedule(login: string, schedule: string, due: readonly Occurrence[]): Promise<void> {
    const unchanged = () => JSON.stringify(liveSchedule(login)?.report ?? null) === schedule;
    for (const o of due) {
      const live = liveSchedule(login);
      if (closed || !live || !unchanged()) return;
      const outcome = await buildAndDeliver(
        () => scheduledMail(live.user, live.report, o),
        () => !unchanged(),
      );
      // Interrupted by a shutdown: left unrecorded, so the next start sends it.
      if (closed && !outcome.delivered) return;
      if (!outcome.delivered)
        log(`demo API: scheduled report of ${login} for ${o.date} not sent: ${outcome.error ?? ''}`);
      updateDemoState((s) => {
        const run = s.reportRuns?.[login.toLowerCase()];
        if (!run || run.schedule !== schedule) return;
        run.lastOccurrence = o.date;
        run.lastNumber = o.number;
        run.lastDelivery = finished(outcome);
      });
    }
  }

  async function runRequest(id: number): Promise<void> {
    const request = readDemoState().emailRequests.find((r) => r.id === id);
    if (!request?.login) return;
    const user = findUser(request.login);
    const outcome: DeliveryOutcome = user?.active
      ? await buildAndDeliver(
          () => requestMail(request, user),
          () => false,
        )
      : { delivered: false, error: `User '${request.login}' is no longer active.` };
    if (closed && !outcome.delivered) return;
    if (!outcome.delivered)
      log(`demo API: e-mailed report ${request.path} to ${request.email} not sent: ${outcome.error ?? ''}`);
    updateDemoState((s) => {
      const r = s.emailRequests.find((x) => x.id === id);
      if (r) r.delivery = finished(outcome);
    });
  }

  async function sendAlert(id: number): Promise<void> {
    const alert = readDemoState().firedAlerts?.find((a) => a.id === id);
    if (!alert) return;
    const outcome = await deliver(alertMail(alert), () => false);
    if (closed && !outcome.delivered) return;
    if (!outcome.delivered)
      log(
        `demo API: alert ${alert.description} to ${alert.recipients.join(', ')} not sent: ${outcome.error ?? ''}`,
      );
    updateDemoState((s) => {
      const a = s.firedAlerts?.find((x) => x.id === id);
      if (a) a.delivery = finished(outcome);
    });
  }

  /** Checks the alert rules that fall due (a fired alert is sent by the next wake). */
  function wakeAlerts(now: number): number {
    for (const { id, slot } of dueRules(now)) {
      const key = `alert:${id}`;
      if (!jobs.has(key)) start(key, async () => void checkRule(id, now, slot));
    }
    for (const alert of readDemoState().firedAlerts ?? []) {
      const key = `fired:${alert.id}`;
      if (alert.delivery || alert.recipients.length === 0 || jobs.has(key)) continue;
      const id = alert.id;
      start(key, () => sendAlert(id));
    }
    return Math.min(
      ...(readDemoState().alertRules ?? [])
        .filter((r) => !r.paused)
        .map((r) => nextSlotTime(r.frequency, now)),
    );
  }

  function wake(): void {
    if (closed) return;
    cancelSleep?.();
    cancelSleep = null;
    const now = clock.now();
    let state = readDemoState();
    let nextAt = now + MAX_SLEEP_MS;
    for (const user of state.users) {
      if (!user.active || !user.autoReport) continue;
      const key = scheduleKey(user.login);
      const saved = state.reportRuns?.[user.login.toLowerCase()];
      const run = runFor(user.autoReport, saved, now);
      if (run !== saved) {
        updateDemoState((s) => {
          s.reportRuns = { ...s.reportRuns, [user.login.toLowerCase()]: run };
        });
        state = readDemoState();
      }
      const next = nextRun(user.autoReport, run);
      if (next && sendTime(next.day) > now) nextAt = Math.min(nextAt, sendTime(next.day));
      if (jobs.has(key)) continue;
      const due = dueOccurrences(user.autoReport, run, now);
      if (due.length > 0) start(key, () => runSchedule(user.login, run.schedule, due));
    }
    for (const request of state.emailRequests) {
      if (request.id === undefined || !request.login || request.delivery) continue;
      const key = `request:${request.id}`;
      if (!jobs.has(key)) {
        const id = request.id;
        start(key, () => runRequest(id));
      }
    }
    nextAt = Math.min(nextAt, wakeAlerts(now));
    cancelSleep = clock.setTimer(wake, nextAt - now);
  }

  wake();
  return {
    describe: () => mailer.describe(),
    wake,
    async idle() {
      while (jobs.size > 0) await Promise.all([...jobs.values()]);
    },
    async close() {
      closed = true;
      cancelSleep?.();
      for (const done of [...waits]) done();
      while (jobs.size > 0) await Promise.all([...jobs.values()]);
      mailer.close();
      setReportDelivery(null);
    },
  };
}
