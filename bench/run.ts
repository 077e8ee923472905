/** `npm run bench`: every benchmark, one after the other (they share ports and the machine). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const suites = process.argv.length > 2 ? process.argv.slice(2) : ['hot-path.ts', 'private-surfaces.ts', 'billing-core.ts', 'limits-idempotency.ts', 'payments.ts', 'webhook-fanout.ts', 'account-export.ts', 'csv-export.ts', 'courses.ts', 'memory.ts'];
for (const suite of suites) {
  const result = spawnSync('npx', ['tsx', path.join(import.meta.dirname, suite)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
