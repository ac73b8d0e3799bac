import type { CDPSession } from 'playwright-core';
import type { TapRecorder } from './tapRun';
import type { TraceEvent } from './traceSummary';

/**
 * What DevTools' Performance panel records: main-thread tasks and their parts, user timing marks
 * (the probe's), and V8's sampled profile (a JS flame chart), so the file opens in DevTools or
 * Perfetto as well.
 */
const categories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-devtools.v8-source-rundown',
];

/** A recorder of one Chromium performance trace (CDP `Tracing`); `events` once stopped. */
export interface TraceRecorder extends TapRecorder {
  events: TraceEvent[];
}

export function traceRecorder(): TraceRecorder {
  const events: TraceEvent[] = [];
  return {
    events,
    async start(cdp: CDPSession) {
      cdp.on('Tracing.dataCollected', ({ value }) =>
        events.push(...(value as unknown as TraceEvent[])),
      );
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: categories },
      });
    },
    async stop(cdp: CDPSession) {
      const complete = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.end');
      await complete;
    },
  };
}
