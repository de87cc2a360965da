import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the mail tests: each message it accepts is parsed by
 * an independent parser (mailparser), and it can refuse the next few (451) to test retries.
 */
export interface Inbox {
  url: string;
  messages: ParsedMail[];
  /** The next n messages are refused with a 451. */
  refuse(n: number): void;
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
            callback(error);
            return;
          }
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse: (n) => {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
