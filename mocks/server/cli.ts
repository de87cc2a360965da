import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_DEMO_SCALE, parseDemoScale } from '../db/get-db';
import { ENDPOINT_GROUPS } from '@/api/contract/all-endpoints';
import { renderOpenApi } from '@/api/contract/openapi';
import { startDemoApiServer } from './demo-api-server';
import { DEFAULT_MAIL_FROM } from './mail/mailer';
import { createTrafficValidator, type TrafficValidator } from './traffic-validator';

/**
 * `npm run demo-api [-- --port 4300 --state demo-state.json --origin http://localhost:4173]`:
 * the demo API over HTTP on loopback. Flags win over the environment (DEMO_API_PORT,
 * DEMO_API_STATE, DEMO_API_ORIGINS comma-separated, DEMO_API_LATENCY, DEMO_API_CHECK_TRAFFIC,
 * DEMO_API_SMTP_URL, DEMO_API_OUTBOX, DEMO_API_MAIL_FROM).
 */
export const DEFAULT_DEMO_API_PORT = 4300;
/** Where e-mails are written when no SMTP server is given (git ignores it). */
export const DEFAULT_OUTBOX = '.demo-outbox';

const USAGE = `Usage: npm run demo-api -- [--port N] [--host H] [--state FILE] [--origin URL]... [--latency MS]
  --port     port to listen on (env DEMO_API_PORT, default ${DEFAULT_DEMO_API_PORT}; 0 = any free port)
  --host     address to listen on (default 127.0.0.1, loopback only)
  --state    JSON file that keeps the demo state across restarts (env DEMO_API_STATE)
  --origin   an app origin allowed by CORS, repeatable (env DEMO_API_ORIGINS, comma-separated;
             default: any http://localhost, 127.0.0.1 or [::1] origin)
  --latency  added wait per call in ms (env DEMO_API_LATENCY, default 0)
  --scale    data set size, as the in-browser demo's ?demoScale= (env DEMO_API_SCALE, default 1:
             ~2,500 accounts; 10: ~25,000; 40: ~100,000; at most ${MAX_DEMO_SCALE})
  --no-compress  send JSON and text uncompressed (default: brotli or gzip when the client
             accepts it; only for measuring what compression saves)
  --check-traffic FILE  check every request and answer against docs/openapi.json and
             write one JSON line per call to FILE: {"call", "violations"} (env
             DEMO_API_CHECK_TRAFFIC); violations also go to stderr
  --smtp URL  send scheduled and requested reports through this SMTP server, e.g.
             smtp://user:password@mail.example.com:587 or smtps://...:465 (env DEMO_API_SMTP_URL)
  --outbox DIR  without --smtp, write each e-mail as an .eml file here (env DEMO_API_OUTBOX,
             default ${DEFAULT_OUTBOX})
  --mail-from ADDRESS  the reports' From (env DEMO_API_MAIL_FROM, default ${DEFAULT_MAIL_FROM})
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    state: { type: 'string' },
    origin: { type: 'string', multiple: true },
    latency: { type: 'string' },
    scale: { type: 'string' },
    'no-compress': { type: 'boolean' },
    'check-traffic': { type: 'string' },
    smtp: { type: 'string' },
    outbox: { type: 'string' },
    'mail-from': { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const number = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`${name} must be a whole number, got "${raw}"\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
};

const env = process.env;
const scaleText = values.scale ?? env.DEMO_API_SCALE;
const scale = scaleText === undefined || scaleText === '' ? 1 : parseDemoScale(scaleText);
if (scale === null) {
  process.stderr.write(`--scale must be a positive number, got "${scaleText}"\n\n${USAGE}`);
  process.exit(2);
}
const smtpUrl = values.smtp ?? (env.DEMO_API_SMTP_URL || null);
if (smtpUrl !== null && !/^smtps?:$/.test(URL.parse(smtpUrl)?.protocol ?? '')) {
  process.stderr.write(`--smtp must be an smtp:// or smtps:// URL, got "${smtpUrl}"\n\n${USAGE}`);
  process.exit(2);
}
const origins = values.origin ?? (env.DEMO_API_ORIGINS ?? '').split(',').filter(Boolean);
const trafficLog = values['check-traffic'] ?? env.DEMO_API_CHECK_TRAFFIC;
let trafficValidator: TrafficValidator | undefined;
if (trafficLog) {
  mkdirSync(dirname(trafficLog), { recursive: true });
  writeFileSync(trafficLog, '');
  const validator = await createTrafficValidator(renderOpenApi(ENDPOINT_GROUPS));
  // Every checked call is logged, so a reader can tell "no violations" from "not checked".
  trafficValidator = {
    async check(exchange) {
      const violations = await validator.check(exchange);
      const call = `${exchange.method} ${exchange.url.split('?')[0] ?? ''} ${exchange.status}`;
      appendFileSync(trafficLog, `${JSON.stringify({ call, violations })}\n`);
      for (const v of violations) process.stderr.write(`demo API: openapi.json violation: ${v}\n`);
      return violations;
    },
  };
}

const server = await startDemoApiServer({
  trafficValidator,
  host: values.host ?? '127.0.0.1',
  port: number(values.port ?? env.DEMO_API_PORT, DEFAULT_DEMO_API_PORT, '--port'),
  stateFile: values.state ?? env.DEMO_API_STATE ?? null,
  origins: origins.map((o) => o.replace(/\/+$/, '')),
  latencyMs: number(values.latency ?? env.DEMO_API_LATENCY, 0, '--latency'),
  compress: !values['no-compress'],
  scale,
  mail: {
    smtpUrl,
    outboxDir: values.outbox ?? (env.DEMO_API_OUTBOX || DEFAULT_OUTBOX),
    from: values['mail-from'] ?? (env.DEMO_API_MAIL_FROM || DEFAULT_MAIL_FROM),
  },
});

process.stdout.write(
  `Demo API listening on ${server.apiUrl}, data set scale ${scale} (CORS: ${origins.length > 0 ? origins.join(', ') : 'any loopback origin'})\n` +
    `Build the app against it with VITE_API_URL=${server.apiUrl}\n` +
    `API reference: ${server.apiUrl}reference (the document: ${server.apiUrl}openapi.json)\n` +
    `Report e-mails go to ${server.reportMail?.describe() ?? 'nowhere'}\n`,
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
