import { writeFileSync } from 'node:fs';
import { summarizeAccessLog } from './accessLogSummary';
import type { ScaleRow } from './scaleRow';

/**
 * Prints the run's table, then a summary of nginx's access log, and writes the rows to
 * `SCALE_RESULTS` when set (the bench reads them: `BENCH_ONLY=faults npm run bench`). Returns how
 * many checks missed.
 */
export function reportScaleRows(rows: ScaleRow[], accessLog: string): number {
  const width = Math.max(...rows.map((row) => row.check.length));
  console.log('');
  for (const row of rows)
    console.log(
      `${row.ok ? 'ok  ' : 'MISS'} ${row.check.padEnd(width)}  ${row.measured}  (goal: ${row.goal})`,
    );
  const misses = rows.filter((row) => !row.ok).length;
  if (process.env.SCALE_RESULTS) writeFileSync(process.env.SCALE_RESULTS, JSON.stringify(rows));
  console.log(`\n[scale] nginx's access log: ${summarizeAccessLog(accessLog)}`);
  console.log(misses === 0 ? '\n[scale] all checks hold' : `\n[scale] ${misses} check(s) missed`);
  return misses;
}
