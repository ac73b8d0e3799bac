// `npm test`: every check in order, stopping at the first that fails, with each step's time at the end.
import { spawnSync } from 'node:child_process';

const steps = [
  'typecheck',
  'lint',
  'format:check',
  'test:unit',
  'test:e2e',
  'test:built',
  'test:api',
];
const times = [];
let failed = null;
for (const step of steps) {
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  times.push(
    `${step.padEnd(14)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`,
  );
  if (status !== 0) {
    failed = step;
    break;
  }
}
for (const line of times) console.log(`[test] ${line}`);
if (failed) {
  console.error(`[test] ${failed} failed`);
  process.exit(1);
}
