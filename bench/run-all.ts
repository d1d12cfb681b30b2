/**
 * `npm run bench`: the bundle budgets, the API throughput and Lighthouse, one after the other
 * (each prints its own table), against the build in build/ (run `npm run build` first). Every part
 * runs even when an earlier one misses its budget; exits 1 when any missed.
 */
import { spawnSync } from 'node:child_process';

const parts = ['bench/bundle-size.ts', 'bench/api.ts', 'bench/lighthouse.ts'];
let failed = 0;
for (const script of parts) {
  console.log(`\n=== ${script}`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', script], {
    stdio: 'inherit',
  });
  if (status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
