import {
  brokenAnswers,
  countBy,
  metricSum,
  percentile,
  transitionLines,
  windows,
  type OutageEvidence,
} from './outageEvidence';
import type { ScaleRow } from './scaleRow';

/** Seconds after the server is back from which the p99 must be normal again. */
export const recoverySeconds = 5;

export function databaseRestartRows({
  phase,
  missing,
  metrics,
  logFiles,
}: OutageEvidence): ScaleRow[] {
  const { before, during, after } = windows(phase, recoverySeconds * 1000);
  const unavailable = phase.samples.filter((s) => s.status === 503);
  const broken = brokenAnswers(phase.samples, [503]);
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
  const lines = transitionLines(logFiles, /database unreachable/, /database reachable again/);
  return [
    {
      check: 'PostgreSQL stopped 10 s under load: answers',
      measured: `${during.length} requests while down: ${JSON.stringify(countBy(during))}; 503s without Retry-After or message: ${unavailable.filter((s) => !s.retryAfter || !s.explained).length}; 5xx other than 503 or no answer: ${broken.length}`,
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
      figure: `slowest answer while down ${slowest} ms`,
    },
    {
      check: 'PostgreSQL stopped: /api/ready',
      measured: `HTTP ${phase.ready.status} ${(phase.ready.body.failures ?? []).join('; ')}`,
      goal: '503 naming the database',
      ok:
        phase.ready.status === 503 &&
        (phase.ready.body.failures ?? []).some((f) => f.startsWith('database')),
    },
    {
      check: 'PostgreSQL restart: acknowledged writes kept',
      measured: `${writes - missing} of ${writes} (likes, plays, review logs)`,
      goal: 'all',
      ok: writes > 0 && missing === 0,
      figure: `${writes - missing} of ${writes} acknowledged writes kept`,
    },
    {
      check: `PostgreSQL back: p99 from ${recoverySeconds} s on`,
      measured: `${p99After} ms (before the stop ${p99Before} ms); 503s then: ${after.filter((s) => s.status === 503).length}`,
      goal: '≤ 2× before, no 503',
      figure: `p99 ${p99After} ms from ${recoverySeconds} s after (${p99Before} ms before)`,
      ok: after.length > 0 && p99After <= 2 * p99Before && after.every((s) => s.status !== 503),
    },
    {
      check: 'PostgreSQL restart: metrics and logs',
      measured: `reconnects ${metricSum(metrics, 'db_reconnects_total')}, 503s by database ${metricSum(metrics, 'http_unavailable_total{cause="database"}')}, up now ${metricSum(metrics, 'dependency_up{dependency="database"}')} of ${metrics.length}; log lines down/back per process ${lines.text}`,
      goal: 'counted, one line per change',
      ok:
        metricSum(metrics, 'db_reconnects_total') >= 1 &&
        metricSum(metrics, 'http_unavailable_total{cause="database"}') > 0 &&
        metricSum(metrics, 'dependency_up{dependency="database"}') === metrics.length &&
        lines.ok,
    },
  ];
}
