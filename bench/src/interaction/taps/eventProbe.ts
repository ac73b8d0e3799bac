import type { EventEntry } from './interactionLatency';

/**
 * What the page logs (`console.debug`) once the measured tap's entries are in: the run waits for
 * that message instead of polling the page (Playwright's polling would run its own script on the
 * throttled main thread while the tap is measured; see `timedRuns.ts`).
 */
export const tapSignal = 'bench:tap';

/**
 * The marks the probe leaves (`performance.mark`): a trace finds the page's main thread and clock by
 * the first, and DevTools shows both.
 */
export const armedMark = 'bench:tap-armed';
export const endedMark = 'bench:tap-ended';

/** What the probe keeps in the page. */
export interface EventProbe {
  entries: PerformanceEventTiming[];
  observer?: PerformanceObserver;
  /** `performance.now()` when the measured tap was armed: its interaction is the first after it. */
  armedAt?: number;
  ended?: boolean;
}
export type ProbeWindow = Window & { __benchTap?: EventProbe };

/**
 * Installed before the page's own scripts (`addInitScript`): keeps every Event Timing entry of 16 ms
 * or more (the API's floor). Once armed, the first `click` (a key's `keyup`) ends the tap; two
 * frames later, and `settleMs` more for the browser to report the painted frame's entries, it
 * takes what the observer still holds and logs `signal`. No named helper functions in here: tsx
 * would wrap them in a `__name` the page lacks.
 */
export function installEventProbe({
  signal,
  settleMs,
  endMark,
}: {
  signal: string;
  settleMs: number;
  endMark: string;
}) {
  const probe: EventProbe = { entries: [] };
  (window as ProbeWindow).__benchTap = probe;
  probe.observer = new PerformanceObserver((list) => {
    probe.entries.push(...(list.getEntries() as PerformanceEventTiming[]));
  });
  // `durationThreshold` (Event Timing) is not in TypeScript's DOM types yet.
  probe.observer.observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  for (const type of ['click', 'keyup']) {
    window.addEventListener(
      type,
      (event) => {
        if (probe.armedAt === undefined || probe.ended || event.timeStamp < probe.armedAt) return;
        probe.ended = true;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              probe.entries.push(
                ...((probe.observer?.takeRecords() ?? []) as PerformanceEventTiming[]),
              );
              performance.mark(endMark);
              console.debug(signal);
            }, settleMs),
          ),
        );
      },
      true,
    );
  }
}

/** Read in the page once `tapSignal` is logged: the entries as plain data, and the arming time. */
export function readEventProbe(): { entries: EventEntry[]; armedAt: number } {
  const probe = (window as ProbeWindow).__benchTap;
  return {
    armedAt: probe?.armedAt ?? Infinity,
    entries: (probe?.entries ?? []).map((entry) => ({
      name: entry.name,
      interactionId: entry.interactionId,
      startTime: entry.startTime,
      duration: entry.duration,
      processingStart: entry.processingStart,
      processingEnd: entry.processingEnd,
    })),
  };
}
