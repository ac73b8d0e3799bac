import {
  brokenAnswers,
  countBy,
  metricSum,
  transitionLines,
  windows,
  type OutageEvidence,
} from './outageEvidence';
import type { ScaleRow } from './scaleRow';

/** What the Redis phase adds: failed logins for one account, while Redis was away and after. */
export interface RedisLossEvidence extends OutageEvidence {
  /** To one process while Redis was away: its own bound, then 429. */
  loginsWhileAway: number[];
  /** Spread over every process once Redis was back: the shared bound, then 429. */
  loginsAfter: number[];
  /** Each bound: per process while away, shared after. */
  bounds: { perProcess: number; shared: number };
}

const throttled = (statuses: number[], bound: number) =>
  statuses.length === bound + 1 &&
  statuses.slice(0, bound).every((status) => status === 401) &&
  statuses[bound] === 429;

export function redisLossRows(evidence: RedisLossEvidence): ScaleRow[] {
  const { phase, missing, metrics, logFiles, bounds } = evidence;
  const { during } = windows(phase, 0);
  const broken = brokenAnswers(phase.samples);
  const slowest = Math.max(0, ...during.map((s) => s.ms));
  const writes = phase.acknowledged.length + phase.reviewIds.length;
  const lines = transitionLines(logFiles, /redis unreachable/, /redis reachable again/);
  return [
    {
      check: 'Redis killed 10 s under load: answers',
      measured: `${during.length} requests while away: ${JSON.stringify(countBy(during))}; slowest ${slowest} ms; 5xx or no answer: ${broken.length}`,
      goal: 'no 5xx, each ≤ 5000 ms',
      ok: during.length > 0 && broken.length === 0 && slowest <= 5000,
      figure: `${broken.length} 5xx, slowest answer while away ${slowest} ms`,
    },
    {
      check: 'Redis killed: /api/ready',
      measured: `HTTP ${phase.ready.status} ${phase.ready.body.status ?? ''} ${(phase.ready.body.failures ?? []).join('; ')}`,
      goal: '200 degraded, naming Redis',
      ok:
        phase.ready.status === 200 &&
        phase.ready.body.status === 'degraded' &&
        (phase.ready.body.failures ?? []).some((f) => f.startsWith('redis')),
    },
    {
      check: 'Redis killed: logins limited per process',
      measured: evidence.loginsWhileAway.join(' '),
      goal: `${bounds.perProcess} × 401, then 429`,
      ok: throttled(evidence.loginsWhileAway, bounds.perProcess),
    },
    {
      check: 'Redis back: logins limited across processes',
      measured: evidence.loginsAfter.join(' '),
      goal: `${bounds.shared} × 401, then 429`,
      ok: throttled(evidence.loginsAfter, bounds.shared),
    },
    {
      check: 'Redis lost: acknowledged writes kept',
      measured: `${writes - missing} of ${writes} (likes, plays, review logs)`,
      goal: 'all',
      ok: writes > 0 && missing === 0,
      figure: `${writes - missing} of ${writes} acknowledged writes kept`,
    },
    {
      check: 'Redis lost: metrics and logs',
      measured: `up now ${metricSum(metrics, 'dependency_up{dependency="redis"}')} of ${metrics.length}; log lines down/back per process ${lines.text}`,
      goal: 'up again, one line per change',
      ok: metricSum(metrics, 'dependency_up{dependency="redis"}') === metrics.length && lines.ok,
    },
  ];
}
