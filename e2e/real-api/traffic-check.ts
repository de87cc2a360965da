import { existsSync, readFileSync } from 'node:fs';
import { realApiPorts } from '../../scripts/real-api-ports.mjs';

/**
 * After the real-API stories: the demo API checked every call against docs/openapi.json
 * (mocks/server/traffic-validator.ts, one JSON line per call in this file). The run fails
 * when a call broke the document, and when nothing was checked at all.
 */
export const TRAFFIC_LOG = `dist-e2e/real-api-traffic-${realApiPorts().app}.jsonl`;

export default function checkTraffic(): void {
  if (!existsSync(TRAFFIC_LOG))
    throw new Error(`${TRAFFIC_LOG} is missing: the demo API did not check its traffic`);
  const lines = readFileSync(TRAFFIC_LOG, 'utf8').split('\n').filter(Boolean);
  const calls = lines.map((line) => JSON.parse(line) as { call: string; violations: string[] });
  const violations = calls.flatMap((c) => c.violations);
  console.log(`openapi.json traffic check: ${calls.length} calls, ${violations.length} violations`);
  if (calls.length === 0) throw new Error('openapi.json traffic check: no call was checked');
  if (violations.length > 0)
    throw new Error(`openapi.json traffic check: ${violations.length} violations\n${violations.join('\n')}`);
}
