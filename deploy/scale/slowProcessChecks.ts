import { brokenAnswers, countBy, percentile, windows, type OutageEvidence } from './outageEvidence';
import type { ScaleRow } from './scaleRow';

/** How late the slow process answers. */
export const slowProcessDelayMs = 300;

/** What the upstream watch showed of the slow process over the phase. */
export interface WatchEvidence {
  /** Its `upstream_slow` halfway through the fault, and after the phase. */
  slowWhileSlow: number;
  slowAfter: number;
  /** Its log lines saying it turned slow, and back. */
  slowLines: number;
  backLines: number;
  /** Lines about the other processes over the phase (none expected). */
  others: string[];
}

/** What the slow-process phase adds: how many answers the slow process gave while slow. */
export interface SlowProcessEvidence extends OutageEvidence {
  /** Requests nginx passed to the slow process while it was slow, of all it passed on. */
  toSlow: { slow: number; all: number };
  watched: WatchEvidence;
}

export function slowProcessRows(evidence: SlowProcessEvidence): ScaleRow[] {
  const { phase, missing, toSlow, watched } = evidence;
  const { before, during: slow } = windows(phase, 0);
  const p99Before = percentile(
    before.map((s) => s.ms),
    99,
  );
  const p99Slow = percentile(
    slow.map((s) => s.ms),
    99,
  );
  const broken = brokenAnswers(phase.samples);
  const writes = phase.acknowledged.length + phase.reviewIds.length;
  const share = toSlow.all === 0 ? 0 : (100 * toSlow.slow) / toSlow.all;
  return [
    {
      check: `one process ${slowProcessDelayMs} ms late: p99`,
      measured: `${p99Slow} ms while it was slow (before ${p99Before} ms); ${toSlow.slow} of ${toSlow.all} requests passed to it (${share.toFixed(1)} %)`,
      goal: '≤ 2× before',
      ok: slow.length > 0 && before.length > 0 && p99Slow <= 2 * p99Before,
      figure: `p99 ${p99Slow} ms (${p99Before} ms before), ${share.toFixed(1)} % of requests to the slow process`,
    },
    {
      check: `one process ${slowProcessDelayMs} ms late: answers`,
      measured: `${JSON.stringify(countBy(phase.samples))}; acknowledged writes kept ${writes - missing} of ${writes}`,
      goal: 'no 5xx, no write lost',
      ok: broken.length === 0 && writes > 0 && missing === 0,
    },
    {
      check: `one process ${slowProcessDelayMs} ms late: metrics and logs`,
      measured: `upstream_slow ${watched.slowWhileSlow} while slow, ${watched.slowAfter} after; watch log lines slow/back ${watched.slowLines}/${watched.backLines}${watched.others.length > 0 ? `; about the others: ${watched.others.join('; ')}` : ''}`,
      goal: '1 while slow, 0 after; one line each way, none about the others',
      ok:
        watched.slowWhileSlow === 1 &&
        watched.slowAfter === 0 &&
        watched.slowLines === 1 &&
        watched.backLines === 1 &&
        watched.others.length === 0,
    },
  ];
}
