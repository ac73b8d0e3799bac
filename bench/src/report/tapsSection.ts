import type { TapLatency } from '../interaction/taps/interactionLatency';
import type { BenchResults } from './BenchResults';
import { budgets, verdict } from './budgets';
import { pad, padEnd } from './reportFormat';

/** Where the slowest run's slowest event spent its time. */
export const latencyParts = (latency: TapLatency): string =>
  latency.reported
    ? `${latency.event} ${latency.latencyMs} ms = input delay ${latency.inputDelayMs} + handlers ${latency.processingMs} + until the next paint ${latency.presentationMs}`
    : `every event under 16 ms (counted as 16)`;

/** Section 3b: each learner tap's INP-style latency on the phone, and the trace of a tap over the goal. */
export function tapsSection(r: BenchResults, out: string[]): void {
  const report = r.taps;
  if (!report) return;
  out.push(
    '',
    `3b. Taps on the phone (412 × 823 at 1.75, touch; CPU ${report.cpuMultiplier}×), finger held ${report.pressMs} ms; INP-style latency from Event Timing (the longest event of the tap, input delay to next paint; under 16 ms counts as 16); ${report.runsPerTap} runs each, fresh context`,
    `   ${padEnd('tap', 62)}${pad('p75 ms', 8)}${pad('max ms', 8)}${pad('runs', 6)}  goal ≤ ${budgets.tapLatencyMs} ms at p75`,
  );
  for (const tap of report.taps) {
    const failed = tap.failures ? `, ${tap.failures} failed` : '';
    const under = tap.underThreshold ? `, ${tap.underThreshold} under 16 ms` : '';
    out.push(
      `   ${padEnd(tap.label, 62)}${pad(tap.p75Ms, 8)}${pad(tap.maxMs, 8)}${pad(tap.runs.length, 6)}  ${verdict(tap.p75Ms <= budgets.tapLatencyMs)}${failed}${under}`,
    );
    if (tap.slowest) out.push(`      slowest run: ${latencyParts(tap.slowest)}`);
    const trace = tap.trace;
    if (!trace) continue;
    out.push(`      traced run ${trace.latencyMs ?? '?'} ms: ${trace.file}`);
    for (const task of trace.summary?.longTasks ?? [])
      out.push(`      main-thread task ${task.ms} ms: ${task.parts.join(', ')}`);
    for (const fn of trace.summary?.hotFunctions ?? [])
      out.push(`         self ${fn.selfMs} ms  ${fn.where}`);
  }
}
