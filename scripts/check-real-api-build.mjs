// A production build pointed at a real API (VITE_API_URL set) must ship no demo code:
// no MSW, no handlers, no seeded data generator, no service worker file.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DIST = process.argv[2] ?? 'dist-real';
const MARKERS = ['setupWorker', 'mockServiceWorker', 'demo:scenarios', 'generateDb'];
const offenders = readdirSync(join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => {
    const text = readFileSync(join(DIST, 'assets', file), 'utf8');
    return MARKERS.some((marker) => text.includes(marker));
  });
if (existsSync(join(DIST, 'mockServiceWorker.js'))) offenders.push('mockServiceWorker.js');
if (offenders.length > 0) {
  console.log(`FAIL real-API build contains demo code: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log('ok   real-API build contains no demo code');
