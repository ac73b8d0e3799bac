import { readFileSync } from 'node:fs';
import type { RestartPhase } from './databaseRestart';
import type { ScaleRow } from './scaleRow';

/** Everything the API must hold while its database restarts, as the scale table's rows. */
export interface RestartEvidence {
  phase: RestartPhase;
  /** Acknowledged likes, plays and review logs not found in the database afterwards. */
  missing: number;
  /** Each process's `/metrics` text, read after the phase. */
  metrics: string[];
  /** Each process's log file. */
  logFiles: string[];
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => {
    const key = status === 0 ? 'no answer' : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/** The sum of one metric's samples across processes (`name{labels} value` lines). */
const metricSum = (texts: string[], line: string): number =>
  texts
    .flatMap((text) => text.split('\n'))
    .filter((row) => row.startsWith(`${line} `))
    .reduce((sum, row) => sum + Number(row.slice(line.length + 1)), 0);

const linesMatching = (file: string, pattern: RegExp): number =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => pattern.test(line)).length;

/** Seconds after the server is back from which the p99 must be normal again. */
export const recoverySeconds = 5;

export function databaseRestartRows({
  phase,
  missing,
  metrics,
  logFiles,
}: RestartEvidence): ScaleRow[] {
  const { samples, downAt, backAt } = phase;
  const before = samples.filter((s) => s.at < downAt);
  const during = samples.filter((s) => s.at >= downAt && s.at < backAt);
  const after = samples.filter((s) => s.at >= backAt + recoverySeconds * 1000);
  const unavailable = samples.filter((s) => s.status === 503);
  const broken = samples.filter((s) => s.status === 0 || (s.status >= 500 && s.status !== 503));
  const slowest = Math.max(0, ...during.map((s) => s.ms));
  const p99Before = percentile(
    before.map((s) => s.ms),
    99,
  );
  const p99After = percentile(
    after.map((s) => s.ms),
    99,
  );
  const writes = phase.acknowledged.length + phase.reviewIds.length;
  const downLines = logFiles.map((file) => linesMatching(file, /database unreachable/));
  const backLines = logFiles.map((file) => linesMatching(file, /database reachable again/));
  return [
    {
      check: 'PostgreSQL stopped 10 s under load: answers',
      measured: `${during.length} requests while down: ${JSON.stringify(countBy(during.map((s) => s.status)))}; 503s without Retry-After or message: ${unavailable.filter((s) => !s.retryAfter || !s.explained).length}; 5xx other than 503 or no answer: ${broken.length}`,
      goal: '503 + Retry-After + JSON message, no 500',
      ok:
        unavailable.length > 0 &&
        broken.length === 0 &&
        unavailable.every((s) => s.retryAfter !== null && s.explained),
    },
    {
      check: 'PostgreSQL stopped: slowest answer',
      measured: `${slowest} ms`,
      goal: '≤ 5000 ms',
      ok: during.length > 0 && slowest <= 5000,
    },
    {
      check: 'PostgreSQL stopped: /api/ready',
      measured: `HTTP ${phase.ready.status} ${phase.ready.failures.join('; ')}`,
      goal: '503 naming the database',
      ok: phase.ready.status === 503 && phase.ready.failures.some((f) => f.startsWith('database')),
    },
    {
      check: 'PostgreSQL restart: acknowledged writes kept',
      measured: `${writes - missing} of ${writes} (likes, plays, review logs)`,
      goal: 'all',
      ok: writes > 0 && missing === 0,
    },
    {
      check: `PostgreSQL back: p99 from ${recoverySeconds} s on`,
      measured: `${p99After} ms (before the stop ${p99Before} ms); 503s then: ${after.filter((s) => s.status === 503).length}`,
      goal: '≤ 2× before, no 503',
      ok: after.length > 0 && p99After <= 2 * p99Before && after.every((s) => s.status !== 503),
    },
    {
      check: 'PostgreSQL restart: metrics and logs',
      measured: `reconnects ${metricSum(metrics, 'db_reconnects_total')}, 503s by database ${metricSum(metrics, 'http_unavailable_total{cause="database"}')}, up now ${metricSum(metrics, 'dependency_up{dependency="database"}')} of ${metrics.length}; log lines down/back per process ${downLines.map((d, i) => `${d}/${backLines[i]}`).join(' ')}`,
      goal: 'counted, one line per change',
      ok:
        metricSum(metrics, 'db_reconnects_total') >= 1 &&
        metricSum(metrics, 'http_unavailable_total{cause="database"}') > 0 &&
        metricSum(metrics, 'dependency_up{dependency="database"}') === metrics.length &&
        downLines.every((d, i) => d <= 1 && d === backLines[i]) &&
        downLines.some((d) => d === 1),
    },
  ];
}
