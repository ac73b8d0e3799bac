import type { FuzzReport } from './runFuzz';

/** Counts by status, throughput, and the 5xx requests in full so they can be replayed. */
export function printFuzzReport(report: FuzzReport, seed: number): void {
  const seconds = report.milliseconds / 1000;
  console.log(
    `[fuzz] sent ${report.sent} requests in ${seconds.toFixed(1)} s (${Math.round(report.sent / seconds)}/s)`,
  );
  for (const [status, count] of Object.entries(report.byStatus).sort()) {
    console.log(`[fuzz]   ${status}: ${count}`);
  }
  const fiveHundreds = Object.entries(report.byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(`[fuzz] 5xx: ${fiveHundreds}`);
  for (const failure of report.serverErrors) {
    console.log(`[fuzz] ${failure.status} for ${JSON.stringify(failure.request)}: ${failure.body}`);
  }
  if (report.timedOut) console.log('[fuzz] stopped by --max-seconds before all requests were sent');
  if (fiveHundreds > 0) console.log(`[fuzz] replay with --seed ${seed}`);
}
