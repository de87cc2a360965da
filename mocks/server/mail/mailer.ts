import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { ReportDeliveryMode } from '@/api/contract/users';
import type { Clock } from './clock';

/**
 * Delivery of the demo API's report e-mails through Nodemailer: to an SMTP server when one
 * is configured (`--smtp URL`), else composed by Nodemailer's stream transport and written
 * as one standard .eml file per e-mail into the outbox folder, so a deployment without a
 * mail server still sees exactly what would be sent. A failed send is retried with a
 * growing delay and logged; it never throws into the server.
 */
export interface MailerOptions {
  /** smtp:// or smtps:// URL (user and password in it when the server needs them); null: the outbox. */
  smtpUrl: string | null;
  /** Where .eml files go without an SMTP server. */
  outboxDir: string;
  /** The From address. */
  from: string;
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; each further wait doubles. */
  firstDelayMs: number;
}

/** Six tries over about 15 minutes: a mail server's restart or a short outage is ridden out. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, firstDelayMs: 30_000 };

export const DEFAULT_MAIL_FROM = 'Field Sales Dashboard <reports@localhost>';

export interface Mail {
  to: readonly string[];
  cc?: readonly string[];
  subject: string;
  text: string;
  attachments: readonly { filename: string; content: Uint8Array; contentType: string }[];
}

export interface DeliveryOutcome {
  delivered: boolean;
  error: string | null;
}

export interface Mailer {
  mode: Exclude<ReportDeliveryMode, 'off'>;
  /** Where the e-mails go, for the start-up line (no password). */
  describe(): string;
  /** Sends once; throws on failure. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

const toNodemailer = (mail: Mail, from: string): SendMailOptions => ({
  from,
  to: [...mail.to],
  cc: mail.cc && mail.cc.length > 0 ? [...mail.cc] : undefined,
  subject: mail.subject,
  text: mail.text,
  attachments: mail.attachments.map((a) => ({
    filename: a.filename,
    content: Buffer.from(a.content),
    contentType: a.contentType,
  })),
});

/** A file name from the time and subject: sortable, and safe on every file system. */
const emlName = (at: Date, subject: string, n: number): string =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${n}-${subject.replace(/[^\w-]+/g, '-').slice(0, 60)}.eml`;

export function createMailer(options: MailerOptions, clock: Clock): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      describe: () => `SMTP ${url.protocol}//${url.host}`,
      async send(mail) {
        await transport.sendMail(toNodemailer(mail, options.from));
      },
      close: () => transport.close(),
    };
  }
  const dir = resolve(options.outboxDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let written = 0;
  return {
    mode: 'outbox',
    describe: () => `the outbox ${dir} (.eml files; no SMTP server configured)`,
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail, options.from));
      mkdirSync(dir, { recursive: true });
      written += 1;
      writeFileSync(join(dir, emlName(new Date(clock.now()), mail.subject, written)), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Sends with retries: after a failure waits `firstDelayMs`, then twice that, and so on,
 * logging each failure. `stopped` ends the waiting early (the server is closing, or the
 * schedule was deleted): the outcome is then a failure that says so.
 */
export async function sendWithRetry(
  mailer: Mailer,
  mail: Mail,
  options: {
    retry: RetryPolicy;
    log: (line: string) => void;
    /** Waits on the mail's clock; resolves early when the mail stops. */
    wait: (ms: number) => Promise<void>;
    stopped: () => boolean;
  },
): Promise<DeliveryOutcome> {
  const { retry, log } = options;
  let delay = retry.firstDelayMs;
  let error = '';
  for (let attempt = 1; attempt <= retry.attempts; attempt++) {
    try {
      await mailer.send(mail);
      return { delivered: true, error: null };
    } catch (e) {
      error = errorText(e);
      const last = attempt === retry.attempts;
      log(
        `demo API: e-mail "${mail.subject}" to ${mail.to.join(', ')} failed (try ${attempt} of ${retry.attempts}): ${error}` +
          (last ? '; giving up' : `; trying again in ${Math.round(delay / 1000)} s`),
      );
      if (last) break;
      await options.wait(delay);
      if (options.stopped()) return { delivered: false, error: `${error} (not retried: stopped)` };
      delay *= 2;
    }
  }
  return { delivered: false, error };
}
